import { expect, test, type Locator, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { cataloguePageSize } from '@kasuwa/contract/catalogue';
import { collections } from '@kasuwa/contract/collections';
import { formatXof } from '@kasuwa/contract/money';
import { adminDb } from '../support/admin-app';
import seedCatalogue from '../../scripts/seed/catalogue.json';
import { allow } from './helpers/under-load';

interface SeededProduct {
  id: string;
  title: string;
  price: number;
  category: string;
  thumbnails: { w200: string; w400: string; w800: string }[];
  time: { toMillis(): number };
}

/** The seeded products as the emulator holds them now, newest first (other specs add their own beside them). */
async function seededProducts(): Promise<SeededProduct[]> {
  const ids = (seedCatalogue as { id: string }[]).map((product) => product.id);
  const snapshots = await adminDb.getAll(...ids.map((id) => adminDb.collection(collections.products).doc(id)));
  return snapshots
    .map((snapshot) => ({ id: snapshot.id, ...snapshot.data() }) as SeededProduct)
    .sort((a, b) => b.time.toMillis() - a.time.toMillis());
}

async function seeded(id: string): Promise<SeededProduct> {
  const found = (await seededProducts()).find((product) => product.id === id);
  if (!found) throw new Error(`the seed has no product ${id}`);
  return found;
}

/** The item of a list whose heading is exactly `title`. */
const itemTitled = (page: Page, list: string, title: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const productList = (page: Page) => page.getByRole('list', { name: 'Produits' });
const card = (page: Page, title: string) => itemTitled(page, 'Produits', title);
const cartLine = (page: Page, title: string) => itemTitled(page, 'Articles du panier', title);
const quantity = (line: Locator) => line.locator('[data-quantity]');

async function openShop(page: Page) {
  await page.goto('/boutique');
  await expect(page.getByRole('status').filter({ hasText: /\d+ produits/ })).toBeVisible();
}

/** Adds a product in the size and colour given, where its card asks for them. */
async function add(page: Page, title: string, { size, color }: { size?: string; color?: string } = {}) {
  const product = card(page, title);
  if (size) await product.getByLabel('Taille').selectOption(size);
  if (color) await product.getByLabel('Couleur').selectOption(color);
  await product.getByRole('button', { name: 'Ajouter au panier' }).click();
  const variant = [size, color].filter(Boolean).join(', ');
  await expect(
    page.getByRole('status').filter({ hasText: `Ajouté au panier : ${title}${variant ? ` (${variant})` : ''}` }),
  ).toBeVisible();
}

test('/boutique lists the seeded products, newest first, with their thumbnails and XOF prices', async ({ page }) => {
  const products = await seededProducts();
  expect(products).toHaveLength(12);
  await openShop(page);

  const titles = await productList(page).getByRole('heading').allTextContents();
  expect(titles.filter((title) => products.some((product) => product.title === title))).toEqual(products.map((p) => p.title));
  for (const product of products) {
    const item = card(page, product.title);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(formatXof(product.price));
    const image = item.getByRole('img', { name: product.title });
    const first = product.thumbnails[0];
    expect(first && Object.values(first)).toContain(await image.getAttribute('src'));
    expect(await image.getAttribute('srcset')).toContain(`${first?.w800} 800w`);
  }
  // The pictures come from the blobs function, which the page's security policy lets in; the
  // Functions emulator's first call starts a worker, hence the patience.
  const newest = card(page, products[0]?.title ?? '').getByRole('img');
  await expect
    .poll(() => newest.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
      timeout: allow(20_000),
    })
    .toBeGreaterThan(0);
});

test('the search finds titles whatever the accents, and the category filter keeps one category', async ({ page }) => {
  const products = await seededProducts();
  await openShop(page);

  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('SAC');
  // The list changes when the catalogue function answers the search, a moment after typing.
  await expect(page.getByRole('status').filter({ hasText: / produits sur / })).toBeVisible();
  const bags = products.filter((product) => /sac/i.test(product.title)).map((product) => product.title);
  expect(bags.length).toBeGreaterThan(1);
  for (const title of bags) await expect(card(page, title)).toHaveCount(1);
  // Other specs add products of their own meanwhile: whatever is listed must match.
  for (const title of await productList(page).getByRole('heading').allTextContents()) expect(title).toMatch(/sac/i);
  await expect(card(page, (await seeded('pagne-wax-6-yards')).title)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('theiere');
  await expect(card(page, (await seeded('theiere-sahel')).title)).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('introuvable xyz');
  await expect(productList(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('Aucun produit ne correspond à votre recherche.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('');
  const category = page.getByRole('combobox', { name: 'Catégorie' });
  await expect(category.getByRole('option', { name: 'Toutes les catégories' })).toHaveCount(1);
  await category.selectOption('Chaussures');
  const shoes = products.filter((product) => product.category === 'Chaussures');
  expect(shoes.length).toBeGreaterThan(1);
  for (const shoe of shoes) await expect(card(page, shoe.title)).toHaveCount(1);
  for (const other of products.filter((product) => product.category !== 'Chaussures')) {
    await expect(card(page, other.title)).toHaveCount(0);
  }
});

test('the search covers a catalogue larger than one page, and "more" brings the next page', async ({ page, request }) => {
  const word = `pagination${Date.now().toString(36)}`;
  const ids = Array.from({ length: cataloguePageSize + 2 }, (_, index) => `e2e-${word}-${index}`);
  const products = adminDb.collection(collections.products);
  // A picture of the site itself: other tests' pages may show these products until the catalogue lets them go,
  // and removing them must not take any product's files with them (the clean-up trigger leaves other addresses).
  const picture = 'http://127.0.0.1:5000/screenshots/accueil-360.webp';
  const batch = adminDb.batch();
  ids.forEach((id, index) =>
    batch.set(products.doc(id), {
      title: `Pagne ${word} n° ${index}`,
      price: 5000 + index,
      images: [picture],
      category: 'Vêtements',
      sizes: [],
      colors: [],
      description: '',
      // Dated years back, so they sort after the seed and never push it off the first page of other tests.
      time: Timestamp.fromMillis(Date.UTC(2020, 0, 1) + index * 60_000),
      version: 1,
    }),
  );
  await batch.commit();
  try {
    // The catalogue trigger takes them in within moments.
    await expect
      .poll(async () => (await (await request.get(`/api/catalogue?q=${word}`)).json()).matches, { timeout: allow(20_000) })
      .toBe(ids.length);
    await openShop(page);
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(word.toUpperCase());
    await expect(page.getByRole('status').filter({ hasText: `${ids.length} produits sur` })).toContainText(
      `${cataloguePageSize} affichés`,
    );
    await expect(productList(page).getByRole('listitem')).toHaveCount(cataloguePageSize);
    await expect(card(page, `Pagne ${word} n° ${ids.length - 1}`)).toHaveCount(1);
    await expect(card(page, `Pagne ${word} n° 0`)).toHaveCount(0);

    await page.getByRole('button', { name: 'Afficher plus de produits' }).click();
    await expect(productList(page).getByRole('listitem')).toHaveCount(ids.length);
    await expect(card(page, `Pagne ${word} n° 0`)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Afficher plus de produits' })).toBeHidden();
    await add(page, `Pagne ${word} n° 0`);
    await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  } finally {
    await Promise.all(ids.map((id) => products.doc(id).delete()));
  }
});

test('the cart: add from /boutique in a size and colour, change it on /panier, keep it over a reload, order on WhatsApp', async ({
  page,
}) => {
  const boubou = await seeded('boubou-brode-indigo');
  const casque = await seeded('casque-bluetooth');
  const theiere = await seeded('theiere-sahel');
  await openShop(page);
  await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible();

  // A size must be chosen first.
  await card(page, boubou.title).getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Choisissez : taille de ${boubou.title}.` })).toBeVisible();
  await expect(card(page, boubou.title).getByLabel('Taille')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible();

  await add(page, boubou.title, { size: 'L', color: 'Indigo' });
  await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  await add(page, boubou.title, { size: 'L', color: 'Indigo' });
  await add(page, boubou.title, { size: 'M', color: 'Blanc' });
  await add(page, casque.title, { color: 'Blanc' });
  await add(page, theiere.title, { size: '1 L', color: 'Bleu' });
  await expect(page.getByRole('link', { name: 'Panier, 5 articles' })).toBeVisible();

  await page.getByRole('link', { name: /^Panier/ }).click();
  await expect(page).toHaveURL('/panier');
  const boubouLarge = cartLine(page, boubou.title).filter({ hasText: 'Taille : L · Couleur : Indigo' });
  const boubouMedium = cartLine(page, boubou.title).filter({ hasText: 'Taille : M · Couleur : Blanc' });
  const casqueLine = cartLine(page, casque.title);
  await expect(cartLine(page, boubou.title)).toHaveCount(2);
  await expect(quantity(boubouLarge)).toHaveText('2');
  await expect(quantity(boubouMedium)).toHaveText('1');
  await expect(casqueLine).toContainText('Couleur : Blanc');
  await expect(quantity(casqueLine)).toHaveText('1');
  await expect(boubouLarge).toContainText(formatXof(boubou.price));
  const picture = boubouLarge.getByRole('img', { name: boubou.title });
  await expect(picture).toHaveAttribute('src', boubou.thumbnails[0]?.w200 ?? '');
  const total = page.getByText(/^Total \(/);
  await expect(total).toContainText(formatXof(3 * boubou.price + casque.price + theiere.price));

  await page.getByRole('button', { name: `Augmenter la quantité de ${casque.title} (Blanc)` }).click();
  await expect(quantity(casqueLine)).toHaveText('2');
  await page.getByRole('button', { name: `Diminuer la quantité de ${boubou.title} (L, Indigo)` }).click();
  await expect(quantity(boubouLarge)).toHaveText('1');
  // At 1, − changes nothing. It says it is unavailable (aria-disabled) but stays focusable, so a
  // click or a key press reaches it; Playwright would wait for it to be enabled without `force`.
  const minus = page.getByRole('button', { name: `Diminuer la quantité de ${boubou.title} (L, Indigo)` });
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await minus.click({ force: true });
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(quantity(boubouLarge)).toHaveText('1');
  await expect(minus).toBeFocused();
  await page.getByRole('button', { name: `Supprimer ${theiere.title} (1 L, Bleu) du panier` }).click();
  await expect(cartLine(page, theiere.title)).toHaveCount(0);

  const expectedTotal = 2 * boubou.price + 2 * casque.price;
  await expect(total).toContainText('4 articles');
  await expect(total).toContainText(formatXof(expectedTotal));
  await expect(page.getByRole('link', { name: 'Panier, 4 articles' })).toBeVisible();

  await page.reload();
  await expect(quantity(boubouLarge)).toHaveText('1');
  await expect(quantity(boubouMedium)).toHaveText('1');
  await expect(quantity(casqueLine)).toHaveText('2');
  await expect(cartLine(page, theiere.title)).toHaveCount(0);
  await expect(total).toContainText(formatXof(expectedTotal));

  const order = page.getByRole('link', { name: /Commander sur WhatsApp/ });
  await expect(order).toHaveAttribute('target', '_blank');
  const url = new URL((await order.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/22794567890');
  const message = url.searchParams.get('text') ?? '';
  expect(message).toContain(`1 × ${boubou.title} (taille L, couleur Indigo) — ${formatXof(boubou.price)}`);
  expect(message).toContain(`1 × ${boubou.title} (taille M, couleur Blanc) — ${formatXof(boubou.price)}`);
  expect(message).toContain(`2 × ${casque.title} (couleur Blanc) — ${formatXof(2 * casque.price)}`);
  expect(message).not.toContain(theiere.title);
  expect(message).toContain(`Total : ${formatXof(expectedTotal)}`);

  await expect(page.getByRole('link', { name: 'Télécharger l’application' })).toHaveAttribute('href', '/télécharger');
});

test('the cart with a delivery zone and a campaign: the fee in the total and the WhatsApp text, the minimum enforced', async ({
  page,
}) => {
  const theiere = await seeded('theiere-sahel');
  // A poster's QR code brought the visitor: the code is kept on the phone for the order.
  await page.goto('/boutique?ref=affiche-plateau');
  await add(page, theiere.title, { size: '1 L', color: 'Bleu' });
  await page.goto('/panier');
  const zone = page.getByLabel('Quartier de livraison');
  await expect(zone.locator('option')).toHaveText([
    'Choisir…',
    `Autre quartier — ${formatXof(1_500)}`,
    `Grand Marché — ${formatXof(500)}`,
    `Lazaret — ${formatXof(1_000)}`,
    `Petit Marché — ${formatXof(500)}`,
    `Wadata — ${formatXof(750)}`,
  ]);
  const order = page.getByRole('link', { name: /Commander sur WhatsApp/ });
  const message = async () => new URL((await order.getAttribute('href')) ?? '').searchParams.get('text') ?? '';

  // Wadata delivers from 5,000 F CFA: one teapot is not enough, and the order cannot be sent.
  await zone.selectOption('wadata');
  await expect(page.getByText(`Commande minimum pour Wadata : ${formatXof(5_000)}.`)).toBeVisible();
  await expect(order).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: `Augmenter la quantité de ${theiere.title} (1 L, Bleu)` }).click();
  await expect(order).not.toHaveAttribute('aria-disabled');
  await expect(page.getByText(/^Livraison :/)).toContainText(formatXof(750));
  await expect(page.getByText(/^Total \(/)).toContainText(formatXof(2 * theiere.price + 750));
  expect((await message()).split('\n').slice(-3)).toEqual([
    `Livraison à Wadata : ${formatXof(750)}`,
    `Total : ${formatXof(2 * theiere.price + 750)}`,
    'Code campagne : affiche-plateau',
  ]);

  // The zone is kept for the next visit.
  await page.reload();
  await expect(zone).toHaveValue('wadata');
});

test('a damaged saved cart gives an empty cart that still works, not a broken page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('kasuwa.cart', '{"version":1,"items":[{"id":'));

  await page.goto('/panier');
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir la boutique' }).click();

  const casque = await seeded('casque-bluetooth');
  await expect(card(page, casque.title)).toHaveCount(1);
  await add(page, casque.title, { color: 'Blanc' });
  await page.goto('/panier');
  await expect(quantity(cartLine(page, casque.title))).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a cart saved by an older version (a bare list) is read, its bad lines dropped', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'kasuwa.cart',
      JSON.stringify([
        { id: 'old-1', title: 'Pagne ancien', price: 18000, images: ['https://example.test/pagne.jpg'], quantity: 2 },
        { id: 'old-2', title: 'Sans prix', quantity: 1 },
        { id: 'old-3', title: 'Quantité négative', price: 500, quantity: -4 },
      ]),
    ),
  );
  await page.goto('/panier');
  await expect(page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem')).toHaveCount(1);
  await expect(quantity(cartLine(page, 'Pagne ancien'))).toHaveText('2');
  await expect(page.getByText(/^Total \(/)).toContainText(formatXof(36000));
});

test('/boutique and /panier keep to the content security policy, pictures included, and fetch no stylesheet', async ({
  page,
}) => {
  const violations: string[] = [];
  const stylesheets: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Their styles are inlined: a stylesheet request would be the same styles downloaded twice.
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const boubou = await seeded('boubou-brode-indigo');
  await openShop(page);
  await page.waitForLoadState('networkidle');
  await add(page, boubou.title, { size: 'L', color: 'Indigo' });
  await page.goto('/panier');
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      cartLine(page, boubou.title)
        .getByRole('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(violations).toEqual([]);
  expect(stylesheets).toEqual([]);
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('/boutique and a filled /panier never scroll sideways, and the cart link stays in view', async ({ page }) => {
    const boubou = await seeded('boubou-brode-indigo');
    await openShop(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await add(page, boubou.title, { size: 'XXL', color: 'Indigo' });
    await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();

    await page.goto('/panier');
    await expect(cartLine(page, boubou.title)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
