import { expect, test } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { formatXof } from '@kasuwa/contract/money';
import { adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { logIn, toast } from './helpers/staff';
import { placeZoneOrder } from './helpers/zone-orders';

/**
 * A delivery run against the real rules, Auth and Firestore: a seller puts a confirmed order in the
 * seeded rider's run of today; the rider signs in on a phone-sized screen, lands on their run, sends
 * the order out and marks it delivered with the cash collected in one tap, and can open nothing else.
 * The seller receives the rider's cash, closes the day 500 F CFA short with a note, and the close sheet
 * says to the franc what the closes list says.
 */
test.use({ viewport: { width: 360, height: 740 } });

test("a seller puts an order in the rider's run; the rider delivers it and records the cash from a phone", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const { id } = await placeZoneOrder('run', { status: 'confirmed' });

  await logIn(page, seedAccounts.seller.email, seedAccounts.seller.password);
  await expect(page).toHaveURL('/store');
  await page.goto(`/store/orders/${id}`);
  const run = page.getByRole('form', { name: 'Delivery run' });
  await run.getByLabel('Rider').selectOption({ label: seedAccounts.rider.email });
  await run.getByRole('button', { name: 'Put in the run' }).click();
  await expect(toast(page, `Order ${id} is in the run of ${seedAccounts.rider.email}`)).toBeVisible();

  const rider = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await logIn(rider, seedAccounts.rider.email, seedAccounts.rider.password);
  await expect(rider).toHaveURL('/store/run');
  await expect(rider.getByRole('navigation', { name: 'Store sections' }).getByRole('link')).toHaveText(['My run']);
  const stop = rider.getByRole('main').getByRole('listitem').filter({ hasText: id });
  await expect(stop.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+22796112233');
  await stop.getByRole('button', { name: 'Send out for delivery' }).click();
  await expect(stop.getByRole('heading')).toContainText('Out for delivery');
  await stop.getByRole('button', { name: /^Delivered, .* cash collected$/ }).click();
  await expect(stop.getByRole('heading')).toContainText('Delivered');
  await expect(stop).toContainText('Paid: nothing to collect');

  const order = (await adminDb.collection(collections.orders).doc(id).get()).data();
  expect(order).toMatchObject({
    status: 'delivered',
    payment: 'cash',
    paidBy: seedAccounts.rider.uid,
    cashHolder: seedAccounts.rider.uid,
    statusChangedBy: seedAccounts.rider.uid,
  });

  // Nothing else of the console is open to a rider.
  await rider.goto(`/store/orders/${id}`);
  await expect(rider.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
  await rider.context().close();

  // Back at the shop, the seller counts the rider's cash for this order and records it.
  await page.goto('/store/cash');
  const form = page.getByRole('form', { name: 'Receive cash from a rider' });
  await form.getByLabel('Rider').selectOption({ label: seedAccounts.rider.email });
  const boxes = form.getByRole('group', { name: 'Orders paid in cash to this rider' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    const mine = ((await box.locator('xpath=..').textContent()) ?? '').includes(id);
    if ((await box.isChecked()) !== mine) await box.click();
  }
  await form.getByLabel('Amount counted (F CFA)').fill(String(order?.total));
  await form.getByRole('button', { name: 'Record the cash received' }).click();
  await expect(toast(page, /received for 1 order$/)).toBeVisible();
  expect((await adminDb.collection(collections.orders).doc(id).get()).get('cashHolder')).toBe(seedAccounts.seller.uid);

  // The seller closes the day: 500 F CFA short, with a note.
  const close = page.getByRole('form', { name: 'Close the day' });
  const held = close.getByText(/cash payments? held: .* expected$/);
  await expect(held).toBeVisible();
  const expected = Number(((await held.textContent()) ?? '').replace(/^.*held: /, '').replace(/\D/g, ''));
  expect(expected).toBeGreaterThanOrEqual(Number(order?.total));
  await close.getByLabel('Amount counted (F CFA)').fill(String(expected - 500));
  await close.getByLabel('Note (needed for a difference)').fill('Il manque un billet de 500');
  page.once('dialog', (dialog) => void dialog.accept());
  await close.getByRole('button', { name: 'Close the day' }).click();
  await expect(toast(page, `Closed: ${formatXof(expected - 500)} counted`)).toBeVisible();
  await expect(close.getByText(/cash payments? held/)).toHaveText(/^0 cash payments held/);
  const row = page.getByRole('region', { name: 'Closes, newest first' }).getByRole('row').nth(1);
  await expect(row).toContainText(formatXof(expected));
  await expect(row).toContainText(`−${formatXof(500)}`);

  await close.getByRole('link', { name: 'Open the close sheet' }).click();
  const sheet = page.getByRole('article', { name: /^Clôture de caisse du / });
  await expect(sheet).toContainText(`Attendu${formatXof(expected)}`);
  await expect(sheet).toContainText(`Compté${formatXof(expected - 500)}`);
  await expect(sheet).toContainText(`Écart−${formatXof(500)}`);
  await expect(sheet).toContainText('Il manque un billet de 500');
  await expect(sheet.getByRole('row').filter({ hasText: /^Total/ })).toContainText(formatXof(expected));
});
