import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { stockIdOf } from '@kasuwa/contract/stock';
import { decodeCsv, parseCsv } from '../../web/src/features/products/catalogue-file/csv-text';
import { adminDb } from '../support/admin-app';
import { sessionFile } from './helpers/sessions';
import { progressBarValues, recordProgressBars } from './helpers/store-products';
import { uniqueId } from './helpers/unique';

/**
 * The catalogue out to Excel and back, as a manager does it: the export (every product, French Excel's
 * CSV), the file edited as Excel saves it again (Windows-1252, ";"): a price, a new variant, a bad row;
 * the dry run row by row, the apply with its progress, and the same file again: nothing to change.
 */
test.use({ storageState: sessionFile('manager') });

const image = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/a.jpg';

test('a catalogue exported, edited and imported shows its dry run, applies, and has nothing left to change', async ({ page }) => {
  const id = `e2e-file-${uniqueId()}`;
  const title = `Bonnet tressé ${id.slice(-6)}`;
  const products = adminDb.collection(collections.products);
  await products.doc(id).set({
    title,
    price: 9000,
    images: [image],
    category: 'Chapeaux',
    sizes: ['M', 'L'],
    colors: [],
    description: 'Paille de Tillabéri; tressée main',
    time: Timestamp.now(),
    date: 'Dec 6, 2026',
    version: 1,
  });
  try {
    await page.goto('/store');
    await page.getByRole('link', { name: 'Catalogue in Excel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue file' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile((await download.path()) ?? '');
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = [], ...rows] = parseCsv(decodeCsv(exported).text, ';', 100_000);
    expect(header).toEqual([
      'Product ID',
      'Title',
      'Category',
      'Description',
      'Price (F CFA)',
      'Size',
      'Colour',
      'Stock',
      'Image addresses',
    ]);
    // Every product: the seeded shop's and this one (other tests add and delete theirs meanwhile).
    expect(new Set(rows.map(([productId]) => productId)).size).toBeGreaterThan(10);
    const mine = rows.filter(([productId]) => productId === id);
    expect(mine.map((row) => row.slice(4, 8))).toEqual([
      ['9000', 'M', '', ''],
      ['9000', 'L', '', ''],
    ]);

    // The file as Excel saves it after the edit, this product's rows only: the others are left out, so
    // they stay as they are (other tests sell them meanwhile).
    const cells = (row: string[]) =>
      row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(';');
    const [m = [], l = []] = mine;
    const edited = [
      header.map((name) => ({ 'Product ID': 'Identifiant du produit', Title: 'Titre', Colour: 'Couleur' })[name] ?? name),
      [...m.slice(0, 4), '8500', 'M', '', '3', m[8] ?? ''],
      [...l.slice(0, 4), '8500', 'L', '', '', l[8] ?? ''],
      [...m.slice(0, 4), '8500', 'XL', '', '2', ''],
      [...m.slice(0, 4), 'huit mille', 'S', '', '1', ''],
    ]
      .map(cells)
      .join('\r\n');
    const file = { name: 'catalogue modifié.csv', mimeType: 'text/csv', buffer: Buffer.from(edited, 'latin1') };

    await page.getByLabel('Choose the edited file').setInputFiles(file);
    const dryRun = page.getByRole('table', { name: 'What the import would do, row by row' });
    await expect(dryRun.locator('tbody tr')).toHaveText([
      `2${title}MPrice (F CFA): 9,000 → 8,500 · Stock: Not counted → 3`,
      `3${title}LUnchanged`,
      `4${title}XLNew variant · Stock: Not counted → 2`,
      `5${title}SRefused: The price “huit mille” is not a whole number of F CFA from 0 to 100,000,000.`,
    ]);
    await expect(page.getByText('1 row changed', { exact: true })).toBeVisible();
    await expect(page.getByText('1 new variant', { exact: true })).toBeVisible();
    await expect(page.getByText('1 row refused', { exact: true })).toBeVisible();
    // Nothing is written before the apply.
    expect((await products.doc(id).get()).get('price')).toBe(9000);

    await recordProgressBars(page);
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(page.getByText('Saved: 1 product written; 1 product with its stock set.')).toBeVisible();
    // One batch of products, then one setStock call: the bar showed while they were saved (React may
    // draw the last step together with the result, so which steps it showed is not fixed).
    const shown = Object.values(await progressBarValues(page)).flat();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((value) => ['0', '1', '2'].includes(value))).toBe(true);
    expect((await products.doc(id).get()).data()).toMatchObject({ price: 8500, sizes: ['M', 'L', 'XL'], version: 2 });
    const units = async (size: string) =>
      (
        await adminDb
          .collection(collections.stock)
          .doc(stockIdOf({ productId: id, size }))
          .get()
      ).get('available');
    expect([await units('M'), await units('XL')]).toEqual([3, 2]);

    await page.getByLabel('Choose the edited file').setInputFiles(file);
    await expect(page.getByText('Nothing to change: the catalogue already matches the file.')).toBeVisible();
    await expect(dryRun.locator('tbody tr')).toHaveText([/Unchanged$/, /Unchanged$/, /Unchanged$/, /Refused: /]);
    expect((await products.doc(id).get()).get('version')).toBe(2);
  } finally {
    await products.doc(id).delete();
  }
});
