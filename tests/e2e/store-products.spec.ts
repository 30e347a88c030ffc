import { expect, test, type Page } from '@playwright/test';
import { productDate, type ThumbnailSet } from '@kasuwa/contract/schemas';
import {
  createProduct,
  deleteProducts,
  imageFile,
  openStore,
  productDocument,
  progressBarValues,
  recordProgressBars,
  productIdsWhere,
  statusOf,
  urlsOf,
} from './helpers/store-products';
import { toast } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';

/**
 * The first upload of an emulator session starts the upload function's worker, which takes seconds;
 * uploads are given this long to finish.
 */
const uploadTimeout = { timeout: allow(20_000) };

/**
 * The shop's pages keep the catalogue for its max-age of 30 s (catalogue-handler.test.ts checks the
 * header), so a poll of /boutique sat out that cache, twice a test. A routed request skips the browser's
 * cache: each look at /boutique asks afresh, and the test waits on the triggers alone.
 */
const askTheCatalogueAfresh = (page: Page) => page.route('**/api/catalogue?*', (route) => route.continue());

/** Products this test made; removed afterwards (their files go with them, through the clean-up trigger). */
let made: string[] = [];
test.afterEach(async () => {
  await deleteProducts(made);
  made = [];
});

test('adds a product with two images: a progress bar for each, then its thumbnail in the dashboard and in /boutique', async ({
  page,
}) => {
  test.setTimeout(allow(60_000));
  const title = `E2E boubou ${uniqueId()}`;
  await openStore(page);
  await page.getByRole('navigation', { name: 'Store sections' }).getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL('/store/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Price (F CFA)', { exact: true }).fill('45000');
  await page.getByLabel('Category', { exact: true }).fill('Vêtements');
  await page.getByLabel('Description', { exact: true }).fill('Grand boubou en bazin riche, broderie dorée.');
  await page.getByRole('group', { name: 'Sizes' }).getByRole('button', { name: 'XL', exact: true }).click();
  await page.getByRole('group', { name: 'Colours' }).getByRole('button', { name: 'Blanc' }).click();
  const front = await imageFile('boubou-front.jpg', 'jpeg', '#2b3a8c');
  const back = await imageFile('boubou-back.png', 'png', '#1f7a4d');
  await recordProgressBars(page);
  await page.getByLabel('Select images').setInputFiles([front, back]);

  for (const file of [front, back]) {
    const progress = page.getByRole('progressbar', { name: file.name });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: file.name })).toContainText('Uploaded', uploadTimeout);
    await expect(progress).toHaveAttribute('value', '100');
  }
  // Each file had its own bar from its start (no share while the browser looked at it: both were
  // light already and went as they were), through its upload's 0 %, to the end (100 %).
  const shown = await progressBarValues(page);
  for (const file of [front, back]) {
    expect(shown[file.name]?.slice(0, 2)).toEqual(['none', '0']);
    expect(shown[file.name]?.at(-1)).toBe('100');
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'Main image' })).toContainText('boubou-front.jpg');

  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole('button', { name: 'Add product' }).click();
  expect(await question).toBe('Product added successfully. Add another product?');
  await expect(page).toHaveURL('/store');
  await expect(toast(page, 'Product added successfully')).toBeVisible();

  const [id] = await productIdsWhere('title', title);
  expect(id).toBeDefined();
  made.push(id as string);
  const stored = await productDocument(id as string);
  expect(stored).toMatchObject({
    title,
    price: 45000,
    category: 'Vêtements',
    sizes: ['XL'],
    colors: ['Blanc'],
    date: productDate(new Date()),
  });
  expect(stored?.images).toHaveLength(2);
  expect(stored?.images[0]).toMatch(/\/blobs\/zzstoreImages\/boubou-front-[0-9a-f]{10}\.jpg-\d+$/);
  expect(stored?.images[1]).toMatch(/\/blobs\/zzstoreImages\/boubou-back-[0-9a-f]{10}\.webp-\d+$/);
  const thumbnails = stored?.thumbnails as ThumbnailSet[];
  expect(thumbnails).toHaveLength(2);

  // The dashboard shows the main image's thumbnail, served by the local blob store, never the image itself.
  await page.getByLabel('Search products').fill(title);
  const thumbnail = page.getByRole('img', { name: title });
  await expect(thumbnail).toHaveAttribute('src', thumbnails[0]?.w200 as string);
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  // The thumbnail comes through the blobs function, which may be starting.
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: allow(15_000) })
    .toBe(200);
  expect([thumbnails[0]?.w200, thumbnails[0]?.w400]).toContain(
    await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc),
  );

  // The public catalogue lists it with one of its thumbnails.
  // The catalogue trigger takes it in behind the other triggers of a busy emulator: within seconds here, a minute deployed.
  await askTheCatalogueAfresh(page);
  const listed = page.getByRole('listitem').filter({ hasText: title });
  await expect
    .poll(
      async () => {
        await page.goto('/boutique');
        await expect(page.getByRole('status').filter({ hasText: /\d+ produits/ })).toBeVisible();
        return listed.count();
      },
      { timeout: allow(30_000) },
    )
    .toBe(1);
  const publicSrc = await listed.locator('img').first().getAttribute('src');
  expect(thumbnails.flatMap((set) => [set.w200, set.w400, set.w800])).toContain(publicSrc);
});

test("the validation alerts: 'Please select images first!', then 'Please fill all fields' for a blank title", async ({
  page,
}) => {
  const description = `E2E validation ${uniqueId()}`;
  await openStore(page);
  await page.goto('/store/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Sandales');
  await page.getByLabel('Price (F CFA)', { exact: true }).fill('15000');
  await page.getByLabel('Category', { exact: true }).fill('Chaussures');
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(toast(page, 'Please select images first!')).toBeVisible();

  const photo = await imageFile('sandales.jpg', 'jpeg', '#8a4b2a');
  await page.getByLabel('Select images').setInputFiles([photo]);
  await expect(page.getByRole('listitem').filter({ hasText: 'sandales.jpg' })).toContainText('Uploaded', uploadTimeout);
  await page.getByLabel('Title', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(toast(page, 'Please fill all fields')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page).toHaveURL('/store/products/new');
  expect(await productIdsWhere('description', description)).toEqual([]);
});

test('finds a product by the start of a title word, or a whole word of its description, on the server', async ({ page }) => {
  await openStore(page);
  const search = page.getByLabel('Search products');
  const theiere = page.getByRole('heading', { level: 2, name: 'Théière émaillée pour le thé à la menthe' });
  // The products' titles, in their grid: the dashboard's panels above it (low stock, unconfirmed orders, and
  // refunds or cash due when another spec leaves some) have second-level headings too.
  const productTitles = page.locator('ul.product-grid').getByRole('heading', { level: 2 });
  await search.fill('THÉI');
  await expect(theiere).toBeVisible();
  await expect(productTitles).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^1 product of \d+$/ })).toBeVisible();
  // "verres" is only in its description; two words must both match.
  await search.fill('verres emaillee');
  await expect(theiere).toBeVisible();
  await expect(productTitles).toHaveCount(1);
  await search.fill('verres boubou');
  await expect(page.getByText('No product matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(productTitles.first()).toBeVisible();
  await expect(search).toHaveValue('');
});

test("edits a product: 'Product Updated successfully', then the dashboard about 3 s later", async ({ page }) => {
  const product = await createProduct(`E2E edit ${uniqueId()}`);
  made.push(product.id);
  const before = await productDocument(product.id);
  await openStore(page);
  await page.getByLabel('Search products').fill(product.title);
  await page.getByRole('link', { name: `Edit ${product.title}` }).click();
  await expect(page).toHaveURL(`/store/products/${product.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(product.title);

  const edited = `${product.title} (edited)`;
  await page.getByLabel('Title', { exact: true }).fill(edited);
  await page.getByLabel('Price (F CFA)', { exact: true }).fill('17500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product Updated successfully')).toBeVisible();
  const savedAt = Date.now();
  expect(new URL(page.url()).pathname).toBe(`/store/products/${product.id}`);
  await expect(page).toHaveURL('/store', { timeout: allow(10_000) });
  // The redirect waited for the spec's 3000 ms (less the time it took to see the toast), not less.
  expect(Date.now() - savedAt).toBeGreaterThanOrEqual(2_500);

  const after = await productDocument(product.id);
  expect(after).toMatchObject({ title: edited, price: 17500, images: before?.images, date: before?.date });
  expect(after?.time.toMillis()).toBe(before?.time.toMillis());
  await page.getByLabel('Search products').fill(edited);
  await expect(page.getByRole('img', { name: edited })).toBeVisible();
});

test('two pages edit one product: the later save is told, reloads keeping its change, and both changes stand', async ({
  page,
}) => {
  const product = await createProduct(`E2E race ${uniqueId()}`);
  made.push(product.id);
  await openStore(page);
  const other = await page.context().newPage();
  for (const editor of [page, other]) {
    await editor.goto(`/store/products/${product.id}`);
    await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(product.title);
  }

  await page.getByLabel('Price (F CFA)', { exact: true }).fill('16000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product Updated successfully')).toBeVisible();

  const edited = `${product.title} (renamed)`;
  await other.getByLabel('Title', { exact: true }).fill(edited);
  await other.getByRole('button', { name: 'Save changes' }).click();
  const conflict = other.getByRole('alert').filter({ hasText: 'This product was changed by someone else' });
  await expect(conflict).toBeVisible();
  await expect(other.getByRole('button', { name: 'Reload, keeping my changes' })).toBeFocused();
  expect(await productDocument(product.id)).toMatchObject({ title: product.title, price: 16000, version: 2 });

  await other.getByRole('button', { name: 'Reload, keeping my changes' }).click();
  await expect(conflict).toBeHidden();
  await expect(other.getByLabel('Title', { exact: true })).toHaveValue(edited);
  await expect(other.getByLabel('Price (F CFA)', { exact: true })).toHaveValue('16000');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(other, 'Product Updated successfully')).toBeVisible();
  expect(await productDocument(product.id)).toMatchObject({ title: edited, price: 16000, version: 3 });
  await other.close();
});

test('stock: staff count the variants, the dashboard lists the low ones, /boutique shows "Épuisé"; sold out in one tap', async ({
  page,
}) => {
  test.setTimeout(allow(90_000));
  const product = await createProduct(`E2E stock ${uniqueId()}`);
  made.push(product.id);
  await openStore(page);
  await page.goto(`/store/products/${product.id}`);
  const stock = page.getByRole('region', { name: 'Stock per variant' });
  await stock.getByLabel('M, Noir').fill('0');
  await stock.getByLabel('L, Noir').fill('2');
  await page.getByRole('button', { name: 'Save stock' }).click();
  await expect(toast(page, `Stock saved for ${product.title}`)).toBeVisible();

  // Both are at or below the shop's default threshold (5): the trigger marks them low for the dashboard.
  const lowStock = page.getByRole('region', { name: 'Low stock' });
  await expect
    .poll(
      async () => {
        await page.goto('/store');
        await expect(lowStock.getByRole('heading', { name: 'Low stock' })).toBeVisible();
        // Read once the list has come: on a loaded machine, a sample taken while it says "Loading low
        // stock…" found nothing, and the next load started again from there (stop 46's red run and this one).
        await expect(lowStock.getByText('Loading low stock…')).toHaveCount(0, { timeout: allow(15_000) });
        return lowStock.getByRole('listitem').filter({ hasText: product.title }).allTextContents();
      },
      { timeout: allow(40_000) },
    )
    .toEqual([`${product.title} (M, Noir): sold out`, `${product.title} (L, Noir): 2 left`]);

  const card = page.getByRole('listitem').filter({ hasText: product.title });
  await askTheCatalogueAfresh(page);
  const openCard = async () => {
    await page.goto('/boutique');
    await page.getByLabel('Rechercher un produit').fill(product.title);
    await expect(card).toHaveCount(1);
  };
  await expect
    .poll(
      async () => {
        await openCard();
        return card.getByLabel('Taille').locator('option').allTextContents();
      },
      { timeout: allow(30_000) },
    )
    .toEqual(['Choisir…', 'M — épuisé', 'L']);
  await card.getByLabel('Taille').selectOption('L');
  await expect(card.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();

  await page.goto(`/store/products/${product.id}`);
  await page.getByRole('button', { name: 'Mark sold out' }).click();
  await expect(toast(page, `${product.title} is sold out: /boutique shows "Épuisé" within a minute`)).toBeVisible();
  await expect
    .poll(
      async () => {
        await openCard();
        return card.getByRole('button', { name: 'Épuisé', disabled: true }).count();
      },
      { timeout: allow(30_000) },
    )
    .toBe(1);
});

test("deletes a product after confirmation: 'Product Deleted successfully', gone from the list, and its files gone", async ({
  page,
}) => {
  const product = await createProduct(`E2E delete ${uniqueId()}`, 2);
  made.push(product.id);
  const files = product.images.flatMap(urlsOf);
  expect(await Promise.all(files.map(statusOf))).toEqual(files.map(() => 200));

  await openStore(page);
  await page.getByLabel('Search products').fill(product.title);
  await expect(page.getByRole('img', { name: product.title })).toBeVisible();
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: `Delete ${product.title}` }).click();
  expect(await question).toBe(`Delete ${product.title}? Its images are deleted with it.`);
  await expect(toast(page, 'Product Deleted successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: product.title })).toHaveCount(0);
  await expect(page.getByText('No product matches these filters.')).toBeVisible();
  expect(await productDocument(product.id)).toBeUndefined();

  // The clean-up trigger runs after the delete returns.
  await expect.poll(() => Promise.all(files.map(statusOf)), { timeout: allow(20_000) }).toEqual(files.map(() => 404));
});
