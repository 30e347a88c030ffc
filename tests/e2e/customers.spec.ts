import { expect, test } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../support/admin-app';
import { eventually } from '../support/eventually';
import { seedAccounts } from '../support/seed-accounts';
import { enterPhoneOrder } from './helpers/phone-order';
import { toast } from './helpers/staff';
import { sessionFile } from './helpers/sessions';
import { allow } from './helpers/under-load';

/**
 * A customer's record against the real emulators: the seller takes a phone order for a new number,
 * finds its record from the order (followOrder's sales effect counted it), notes something, and the note is on
 * the next phone order's form for the number and on the order's page; the Clients search by phone
 * leads to the record, which fits a 360 px phone.
 */
test.use({ storageState: sessionFile('seller') });

test('a phone order makes a record, a note on it follows the number to the order form and the order', async ({ page }) => {
  test.setTimeout(allow(150_000));
  const key = `90${String(Date.now()).slice(-6)}`;
  const phone = `+227 ${key.match(/\d{2}/g)!.join(' ')}`;
  const karite = (await adminDb.collection(collections.products).doc('beurre-de-karite').get()).get('title') as string;
  let orderId = '';
  try {
    await page.goto('/store/orders/new');
    orderId = await enterPhoneOrder(page, {
      phone,
      name: 'Rakia des tests',
      search: 'karité',
      title: karite,
      size: '250 ml',
      // Wadata's minimum order is 5,000 F CFA.
      quantity: 2,
      address: 'Wadata, près du château d’eau',
    });
    // The record is the trigger's: the page reads it once it is there.
    await eventually(
      async () => (await adminDb.collection(collections.customers).doc(key).get()).get('orders') as number | undefined,
      (orders) => orders === 1,
      60_000,
    );

    await page.getByRole('region', { name: 'Customer', exact: true }).getByRole('link', { name: 'Customer record' }).click();
    await expect(page).toHaveURL(`/store/customers/${key}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Rakia des tests' })).toBeVisible();
    const figures = page.locator('.customer-figures');
    await expect(figures.getByText('Orders', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('1 order');
    await expect(figures.getByText('Usual zone').locator('xpath=following-sibling::dd')).toHaveText('Wadata');
    await expect(page.getByRole('table', { name: 'Latest orders: 1 of 1' }).getByRole('row')).toHaveCount(2);

    const notes = page.getByRole('region', { name: 'Notes on this customer' });
    await expect(notes.getByText('No notes yet.')).toBeVisible();
    await notes.getByLabel('New note').fill('Sonner deux fois : la sonnette est faible.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Note added')).toBeVisible();
    await expect(notes.getByRole('listitem')).toHaveText([new RegExp(`^Sonner deux fois.*${seedAccounts.seller.email}`)]);

    // A 360 px phone: the record fits without sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The next call from the number: the note is on the form before the order is taken.
    await page.goto('/store/orders/new');
    await page.getByLabel('Phone').fill(key);
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(
      page.getByRole('region', { name: 'Notes on this customer' }).getByText('Sonner deux fois : la sonnette est faible.'),
    ).toBeVisible();

    await page.goto(`/store/orders/${orderId}`);
    await expect(
      page.getByRole('region', { name: 'Customer', exact: true }).getByText('Sonner deux fois : la sonnette est faible.'),
    ).toBeVisible();

    await page.goto(`/store/users?q=${encodeURIComponent(phone)}`);
    await page.getByRole('link', { name: `Open the customer record of ${phone}` }).click();
    await expect(page).toHaveURL(`/store/customers/${key}`);
  } finally {
    const notes = await adminDb.collection(collections.customerNotes).where('customerKey', '==', key).get();
    await Promise.all([
      ...(orderId ? [adminDb.collection(collections.orders).doc(orderId).delete()] : []),
      ...notes.docs.map((note) => note.ref.delete()),
    ]);
    await eventually(
      async () => (await adminDb.collection(collections.customers).doc(key).get()).get('orders') as number | undefined,
      (orders) => !orders,
    );
    await adminDb.collection(collections.customers).doc(key).delete();
  }
});
