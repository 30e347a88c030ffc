import { expect, test, type Locator, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { sessionFile, signedOutConsole } from './helpers/sessions';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';

test.use({ storageState: sessionFile('admin') });

/** The seeded admin, signed in, on a page of the store admin. */
async function openStoreAsAdmin(page: Page, path: string) {
  await page.goto(path);
}

/** The text of an order card's field, found by its label. */
const orderField = (card: Locator, label: string) => card.locator(`dt:text-is("${label}") + dd`);

const seededOrderId = /^order-\d+$/;

test('the orders list shows the seeded orders newest first, with customer, items, total and status', async ({ page }) => {
  const [orders, shopUsers] = await Promise.all([
    adminDb.collection(collections.orders).orderBy('createdAt', 'desc').get(),
    adminDb.collection(collections.shopUsers).get(),
  ]);
  const seeded = orders.docs.filter((order) => seededOrderId.test(order.id));
  expect(seeded.length).toBeGreaterThanOrEqual(5);
  // Each shown by its number, as every order placed today is (scripts/seed/order-documents.mjs).
  const seededLabels = seeded.map((order) => orderNumberLabel(order.get('number') as number));

  await openStoreAsAdmin(page, '/store/orders');
  const list = page.getByRole('list', { name: 'Orders, newest first' });
  await expect(list.getByRole('article')).not.toHaveCount(0);
  // The live pages may show their first rows before the rest of the page: read until it has settled.
  const shownLabels = async () =>
    (await list.getByRole('heading', { level: 2 }).allTextContents())
      .map((heading) => heading.replace(/^Order /, ''))
      .filter((label) => seededLabels.includes(label));
  await expect.poll(shownLabels, { timeout: allow(15_000) }).toEqual(seededLabels);

  for (const order of seeded) {
    const data = order.data();
    const customer = shopUsers.docs.find((user) => user.id === data.userId)?.data();
    const card = page.getByRole('article', { name: `Order ${orderNumberLabel(data.number)}` });
    await expect(orderField(card, 'Total')).toHaveText(formatXof(data.total));
    await expect(orderField(card, 'Status').locator('.order-status')).toHaveText(
      data.status.charAt(0).toUpperCase() + data.status.slice(1),
    );
    if (data.cancelReason) await expect(orderField(card, 'Status')).toContainText(data.cancelReason);
    await expect(orderField(card, 'Delivery address')).toHaveText(data.deliveryAddress);
    await expect(orderField(card, 'Date').locator('time')).toHaveAttribute(
      'datetime',
      (data.createdAt as Timestamp).toDate().toISOString(),
    );
    await expect(orderField(card, 'Customer')).toContainText(data.userId);
    await expect(orderField(card, 'Customer')).toContainText(data.phone);
    if (customer) await expect(orderField(card, 'Customer')).toContainText(customer.name);
    const lines = (data.items as { title: string; quantity: number }[]).map((item) => `${item.title} × ${item.quantity}`);
    const shownLines = await orderField(card, 'Items').getByRole('listitem').allTextContents();
    expect(shownLines.map((line) => line.replace(/ \(.*\)$/, ''))).toEqual(lines);
  }

  // One order in full, as the seed wrote it (scripts/seed/community.mjs).
  const first = page.getByRole('article', { name: 'Order K-001001' });
  await expect(orderField(first, 'Customer')).toContainText('Awa Hamidou');
  await expect(orderField(first, 'Items').getByRole('listitem').first()).toContainText('× 1 (L, Indigo)');
});

test('the users list shows the seeded shop users with name, phone, email, zone and joined date', async ({ page }) => {
  const shopUsers = await adminDb.collection(collections.shopUsers).get();
  expect(shopUsers.size).toBeGreaterThanOrEqual(3);

  await openStoreAsAdmin(page, '/store/users');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Phone', 'Email', 'Zone', 'Joined', 'User ID']);
  for (const user of shopUsers.docs) {
    const data = user.data();
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: user.id, exact: true }) });
    await expect(row.locator('th, td')).toHaveText([
      data.name,
      data.phone,
      data.email ?? '-',
      data.zone ?? '-',
      /\d{4}/,
      user.id,
    ]);
    await expect(row.locator('time')).toHaveAttribute('datetime', (data.createdAt as Timestamp).toDate().toISOString());
  }
  await expect(table.getByRole('rowheader', { name: 'Awa Hamidou' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'awa@kasuwa.test' })).toHaveAttribute('href', 'mailto:awa@kasuwa.test');
});

test('a shop user is found by phone as staff type it, and by the start of the name', async ({ page }) => {
  await openStoreAsAdmin(page, '/store/users');
  const search = page.getByRole('search', { name: 'Find users' });
  const table = page.getByRole('table');
  await search.getByLabel('Phone or start of the name').fill('97 44 55 66');
  await search.getByLabel('Phone or start of the name').press('Enter');
  await expect(page).toHaveURL('/store/users?q=97+44+55+66');
  await expect(table.getByRole('rowheader')).toHaveText(['Moussa Garba']);

  await search.getByLabel('Phone or start of the name').fill('fatou');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(table.getByRole('rowheader')).toHaveText(['Fatouma Ali']);
});

test('a post published while the posts page is open appears at the top, without a reload', async ({ page }) => {
  await openStoreAsAdmin(page, '/store/posts');
  const feed = page.getByRole('list', { name: 'Posts, newest first' });
  const newestSeeded = await adminDb.collection(collections.posts).orderBy('createdAt', 'desc').limit(1).get();
  await expect(feed.getByRole('article').first()).toContainText(String(newestSeeded.docs[0]?.get('text')));
  // Survives only as long as this very document: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  const product = (await adminDb.collection(collections.products).limit(1).get()).docs[0];
  const imageUrl = String(product?.get('images')[0]);
  const id = `e2e-live-${uniqueId()}`;
  const text = `e2e live post ${id}`;
  await adminDb.collection(collections.posts).doc(id).set({
    authorId: seedAccounts.verifiedCustomer.uid,
    authorName: 'E2E Live',
    text,
    imageUrl,
    createdAt: Timestamp.now(),
  });

  const top = feed.getByRole('article').first();
  await expect(top).toContainText(text);
  await expect(top.getByRole('heading', { name: 'E2E Live' })).toBeVisible();
  const image = top.getByRole('img', { name: 'Posted by E2E Live' });
  await expect(image).toHaveAttribute('src', imageUrl);
  const imageLoaded = () => image.evaluate((element: HTMLElement) => (element as HTMLImageElement).naturalWidth > 0);
  await expect.poll(imageLoaded).toBe(true);
  expect(await page.evaluate(() => (window as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);

  await adminDb.collection(collections.posts).doc(id).delete();
  await expect(feed.getByText(text)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
});

/**
 * Signs the customer in in this browser as the Firebase web SDK would have saved the session
 * (browserLocalPersistence), since the login page itself never lets a customer stay signed in.
 */
async function restoreCustomerSession(page: Page) {
  const { email, password, uid, emailVerified } = seedAccounts.verifiedCustomer;
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  const session = (await response.json()) as { idToken: string; refreshToken: string; expiresIn: string; localId: string };
  expect(session.localId).toBe(uid);
  const now = Date.now();
  const savedUser = {
    uid,
    email,
    emailVerified,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: email, email, displayName: null, phoneNumber: null, photoURL: null }],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: now + Number(session.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: 'demo-api-key',
    appName: '[DEFAULT]',
  };
  // Any page of the site gives access to its storage; the landing page loads no Firebase SDK.
  await page.goto('/');
  await page.evaluate(
    (user) => localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', JSON.stringify(user)),
    savedUser,
  );
}

test.describe('without a staff session', () => {
  test.use({ storageState: signedOutConsole });

  test('a customer going to the store is signed out and sent to the login page', async ({ page }) => {
    await restoreCustomerSession(page);
    await page.goto('/store');
    await expect(page).toHaveURL('/admin-login');
    await expect(page.getByRole('alert')).toHaveText('Access denied: Invalid role');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveCount(0);

    await page.goto('/store/orders');
    await expect(page.getByText('You are not logged in.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});

test('the dark mode choice is remembered after a reload', async ({ page }) => {
  await openStoreAsAdmin(page, '/store/orders');
  const shell = page.locator('.admin');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(shell).toHaveAttribute('data-theme', 'light');
  await expect(shell).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(shell).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // A dark page (#10151c) instead of a white one.
  await expect(shell).toHaveCSS('background-color', 'rgb(16, 21, 28)');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Orders, newest first' })).toBeVisible();
  await expect(shell).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
});

test('the lists fit a 320 px wide screen: only the users table scrolls, inside its own box', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const pageScrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  await openStoreAsAdmin(page, '/store/orders');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await pageScrollsSideways()).toBe(false);

  await page.goto('/store/users');
  const region = page.getByRole('region', { name: 'Shop users, by name' });
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  expect(await pageScrollsSideways()).toBe(false);
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  await page.goto('/store/posts');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await pageScrollsSideways()).toBe(false);
});

test('the console speaks French in a French browser, English on request, remembered on the device', async ({ browser }) => {
  // A login, three page loads and a walk through five pages: over 30 s on a busy machine.
  test.setTimeout(allow(60_000));
  // A device where nobody chose a language yet (the other specs choose English).
  const context = await browser.newContext({ locale: 'fr-FR', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  try {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Connexion de l’équipe' })).toBeVisible();
    await page.getByLabel('E-mail').fill(seedAccounts.admin.email);
    await page.getByLabel('Mot de passe').fill(seedAccounts.admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The spec's message stays in English.
    await expect(page.getByText('Signin Successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin-feedback');
    await page.goto('/store/orders');
    const menu = page.getByRole('navigation', { name: 'Rubriques de la boutique' });
    await expect(menu.getByRole('link', { name: /^Commandes/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await expect(page.locator('.admin')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Commandes — Boutique Kasuwa');
    // The French menu and buttons are longer: at 320 px they wrap, the page never scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.locator('.admin')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Store sections' }).getByRole('link', { name: /^Orders/ })).toBeVisible();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();

    // Every page's own words are French; the spec's English messages stay word for word.
    await page.getByRole('navigation', { name: 'Rubriques de la boutique' }).getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByLabel('Rechercher des produits')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d produits/ })).toBeVisible();
    await page.getByRole('link', { name: 'Ajouter un produit' }).first().click();
    await expect(page.getByLabel('Titre')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tailles' })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter un produit' }).click();
    await expect(page.getByText('Please select images first!')).toBeVisible();
    await page.goto('/store/staff');
    await expect(page.getByRole('heading', { name: 'Changements de rôle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vérifier le compte' })).toBeVisible();
  } finally {
    await context.close();
  }
});
