import { expect, test } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { formatXof } from '@kasuwa/contract/money';
import { stockIdOf } from '@kasuwa/contract/stock';
import { adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { downloadedBytes, expectPrintedOn58mm, pdfPageSizes, pointsPerMm } from './helpers/narrow-slip';
import { toast } from './helpers/staff';
import { placeZoneOrder } from './helpers/zone-orders';
import { sessionFile } from './helpers/sessions';
import { allow } from './helpers/under-load';

/**
 * A return against the real functions, rules and stock: the seller takes back one line of a delivered
 * order paid in cash, its unit goes back on sale, the refund in cash is recorded and prints on the
 * credit note (on A4 and on 58 mm paper), and the seller's next close expects that much less cash, as its sheet shows.
 */
const shirt = { productId: 'tshirt-coton-sahel', size: 'L', color: 'Terre cuite' };

test.use({ storageState: sessionFile('seller') });

test('a return of one line restocks it, and the next close counts its cash refund', async ({ page }) => {
  test.setTimeout(allow(90_000));
  const stock = adminDb.collection(collections.stock).doc(stockIdOf(shirt));
  const { id } = await placeZoneOrder('return');
  await adminDb
    .collection(collections.orders)
    .doc(id)
    .update({
      items: [
        { ...shirt, title: 'T-shirt coton du Sahel', price: 6_500, quantity: 1 },
        { productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7_500, quantity: 1 },
      ],
      total: 14_000,
      deliveryFee: FieldValue.delete(),
      status: 'delivered',
      statusChangedAt: Timestamp.now(),
      payment: 'cash',
      paidBy: seedAccounts.seller.uid,
      paidAt: Timestamp.now(),
      cashHolder: seedAccounts.seller.uid,
      cashSince: Timestamp.now(),
    });
  const before = Number((await stock.get()).get('available'));

  await page.goto(`/store/orders/${id}`);
  const form = page.getByRole('form', { name: 'Record a return' });
  await form.getByLabel(/^T-shirt coton du Sahel/).fill('1');
  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Record the return' }).click();
  await expect(toast(page, `Return recorded: ${formatXof(6_500)}`)).toBeVisible({ timeout: allow(30_000) });
  await expect.poll(async () => Number((await stock.get()).get('available'))).toBe(before + 1);

  const refund = page.getByRole('form', { name: 'Refund this return' });
  await expect(refund.getByLabel('Amount refunded (F CFA)')).toHaveValue('6500');
  await refund.getByRole('button', { name: 'Record the refund' }).click();
  // refundReturn's transaction waits behind the triggers of the return's order write: seconds on a busy emulator.
  await expect(toast(page, `Refunded: ${formatXof(6_500)}`)).toBeVisible({ timeout: allow(30_000) });
  await page.getByRole('link', { name: 'Credit note' }).click();
  await expect(page.getByRole('article', { name: /^Avoir / })).toContainText(`Remboursé en espèces le`);

  // On a phone with a 58 mm thermal printer: the credit note printed within 48 mm, and as a 58 mm PDF.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: '58 mm roll' }).click();
  const note = page.getByRole('article', { name: /^Avoir / });
  await expect(note).toContainText(`T-shirt coton du Sahel (L, Terre cuite)1 × ${formatXof(6_500)} ${formatXof(6_500)}`);
  await expectPrintedOn58mm(page, /^Avoir /);
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save or share as PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^avoir-[0-9A-Z]{8}-58mm\.pdf$/);
  const [pdfPage, ...morePages] = await pdfPageSizes(await downloadedBytes(await pdf));
  expect([pdfPage?.width, morePages]).toEqual([expect.closeTo(58 * pointsPerMm, 1), []]);

  // The seller's close expects the cash held less the refund paid out of it.
  await page.goto('/store/cash');
  const close = page.getByRole('form', { name: 'Close the day' });
  await expect(close).toContainText(`less 1 cash refund paid out: ${formatXof(6_500)}`);
  const held = close.getByText(/cash payments? held: .* expected$/);
  const expected = Number(
    ((await held.textContent()) ?? '')
      .replace(/^.*held: /, '')
      .replace(/[^\d−-]/g, '')
      .replace('−', '-'),
  );
  await close.getByLabel('Amount counted (F CFA)').fill(String(Math.max(expected, 0)));
  if (expected < 0) await close.getByLabel('Note (needed for a difference)').fill('Remboursement sorti de ma poche');
  page.once('dialog', (dialog) => void dialog.accept());
  await close.getByRole('button', { name: 'Close the day' }).click();
  await expect(toast(page, /^Closed: /)).toBeVisible({ timeout: allow(30_000) });
  await close.getByRole('link', { name: 'Open the close sheet' }).click();
  const sheet = page.getByRole('article', { name: /^Clôture de caisse du / });
  await expect(sheet.getByRole('table', { name: 'Remboursements en espèces versés (1)' })).toContainText(`−${formatXof(6_500)}`);
  await expect(sheet).toContainText(`Attendu${formatXof(expected)}`);
});
