import { expect, test, type Browser, type Page } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { adminDb } from '../support/admin-app';
import { signedInPage } from './helpers/sessions';
import { toast } from './helpers/staff';
import { allow } from './helpers/under-load';
import { placeZoneOrder } from './helpers/zone-orders';

/**
 * An order's details through the console: staff write the delivery note on the order page, the day's
 * delivery sheet of the order's zone shows it, and a second staff member who saves over it unawares
 * is refused and shown theirs, never overwriting it.
 */
async function orderPageAsAdmin(browser: Browser, orderId: string): Promise<Page> {
  const page = await signedInPage(browser, 'admin');
  await page.goto(`/store/orders/${orderId}`);
  await expect(page.getByLabel('Note for the delivery')).toBeVisible();
  return page;
}

test('staff write the delivery note, the sheet shows it, and a second writer is refused and shown theirs', async ({
  browser,
}) => {
  // Two order pages: 24 s alone on 2026-12-01 with two logins, over 30 on a busy machine.
  test.setTimeout(allow(60_000));
  const { id, zoneId } = await placeZoneOrder('details', { status: 'confirmed' });
  const [first, second] = await Promise.all([orderPageAsAdmin(browser, id), orderPageAsAdmin(browser, id)]);
  const note = 'Portail bleu après la pharmacie, appeler avant';

  // Saved trimmed: the page that saved it does not take its own save for someone else's.
  await first.getByLabel('Note for the delivery').fill(`  ${note}  `);
  await first.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(first, 'Order details saved')).toBeVisible();
  await expect(first.getByText(/^Last edited/)).toBeVisible();
  await expect(first.getByLabel('Note for the delivery')).toHaveValue(note);
  await expect(first.getByText('Someone else changed these details meanwhile.')).toHaveCount(0);

  // The second page read the details before the first saved: it says so, and refuses to save over them.
  await expect(second.getByRole('status').filter({ hasText: 'Someone else changed these details meanwhile.' })).toBeVisible();
  await second.getByLabel('Note for the delivery').fill('Livrer au voisin');
  await second.getByRole('button', { name: 'Save details' }).click();
  await expect(second.getByRole('alert')).toContainText('Nothing was saved');
  expect((await adminDb.collection(collections.orders).doc(id).get()).get('deliveryNote')).toBe(note);
  await second.getByRole('button', { name: 'Show theirs' }).click();
  await expect(second.getByLabel('Note for the delivery')).toHaveValue(note);

  await first.goto(`/store/orders/deliveries?zone=${zoneId}&day=${shopDay(new Date())}`);
  const sheet = first.getByRole('region', { name: /^Orders to deliver in/ });
  await expect(sheet.getByRole('columnheader', { name: 'Note for the delivery' })).toBeVisible();
  await expect(sheet.getByRole('row').filter({ hasText: id })).toContainText(note);
});
