import { expect, test } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { readCustomer } from '@kasuwa/contract/customers';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { stockIdOf } from '@kasuwa/contract/stock';
import { webOrderBoundsDocId } from '@kasuwa/contract/web-orders';
import { adminDb } from '../support/admin-app';
import { eventually } from '../support/eventually';
import { signedInPage } from './helpers/sessions';
import { goInTheConsole } from './helpers/staff';
import { allow } from './helpers/under-load';
import { stockWebOrderShop } from './helpers/web-order-shop.mjs';

/**
 * A visitor with no account orders two products from /panier (issue 54): the order is on the server
 * with channel web, the confirmation names it, its links work, and the phone lists it after a reload.
 * The products and their stock are this file's own, so no other spec's counts move; every request
 * comes from 127.0.0.1, so the shop's bounds are set wide for the run.
 */
const run = Date.now().toString(36);
const products = [
  { id: `e2e-web-order-${run}-lamp`, title: `Lampe solaire ${run}`, price: 12_000, quantity: 1 },
  { id: `e2e-web-order-${run}-mat`, title: `Natte tressée ${run}`, price: 7_500, quantity: 2 },
];
const phoneKey = `9${String(Date.now()).slice(-7)}`;
const zoneFee = 500; // Grand Marché, seeded (scripts/seed/community.mjs)
const boundsRef = adminDb.collection(collections.stockSettings).doc(webOrderBoundsDocId);
const ordersOfPhone = () => adminDb.collection(collections.orders).where('userId', '==', `phone-227${phoneKey}`).get();

test.beforeAll(async () => {
  const batch = adminDb.batch();
  stockWebOrderShop(adminDb, batch, { products, available: 20, contract: { collections, stockIdOf } });
  await batch.commit();
});

test.afterAll(async () => {
  const placed = (await ordersOfPhone()).docs;
  const tokens = placed.map((order) => order.get('trackingToken') as string | undefined).filter(Boolean) as string[];
  await Promise.all(placed.map((order) => order.ref.delete()));
  const record = adminDb.collection(collections.customers).doc(phoneKey);
  await eventually(
    async () => readCustomer(phoneKey, (await record.get()).data()),
    (kept) => kept.orders === 0,
  );
  const stockIds = products.map((product) => stockIdOf({ productId: product.id }));
  const movements = await adminDb.collection(collections.stockMovements).where('stockId', 'in', stockIds).get();
  await Promise.all([
    record.delete(),
    boundsRef.delete(),
    adminDb.collection(collections.heldUnits).doc(`phone-227${phoneKey}`).delete(),
    ...tokens.map((token) => adminDb.collection(collections.tracking).doc(token).delete()),
    ...movements.docs.map((movement) => movement.ref.delete()),
    ...stockIds.map((id) => adminDb.collection(collections.stock).doc(id).delete()),
    ...products.map((product) => adminDb.collection(collections.products).doc(product.id).delete()),
  ]);
});

test('a visitor with no account orders two products from /panier, keeps the confirmation, and finds it again', async ({
  page,
  browser,
}) => {
  await page.goto('/panier');
  const cart = products.map(({ id, title, price, quantity }) => ({ id, title, price, image: '', category: 'Maison', quantity }));
  await page.evaluate((items) => localStorage.setItem('kasuwa.cart', JSON.stringify({ version: 2, items })), cart);
  await page.reload();

  await page.getByLabel('Votre nom').fill('Aïcha Moussa');
  await page
    .getByLabel('Téléphone')
    .fill(`+227 ${phoneKey.slice(0, 2)} ${phoneKey.slice(2, 4)} ${phoneKey.slice(4, 6)} ${phoneKey.slice(6)}`);
  await page.getByLabel('Quartier de livraison').selectOption('grand-marche');
  await page.getByLabel('Adresse ou repère').fill('Derrière la mosquée de Yantala, portail vert');
  await page.getByRole('button', { name: 'Commander' }).click();

  const title = page.getByRole('heading', { name: /^Commande K-\d{6} reçue/ });
  await expect(title).toBeFocused({ timeout: allow(20_000) });
  const total = products.reduce((sum, product) => sum + product.price * product.quantity, zoneFee);
  const confirmation = page.getByRole('region', { name: /^Commande K-/ });
  await expect(confirmation).toContainText(`Total : ${formatXof(total)}`);
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();

  const [order, ...others] = (await ordersOfPhone()).docs;
  expect(others).toHaveLength(0);
  const number = order?.get('number') as number;
  const label = orderNumberLabel(number);
  await expect(title).toHaveText(`Commande ${label} reçue. Merci !`);
  expect(order?.get('channel')).toBe('web');
  expect(order?.get('total')).toBe(total);
  const token = String(order?.get('trackingToken'));
  const trackingPath = `/suivi/${token}`;
  // The units are held for the order until staff confirm it.
  for (const product of products) {
    const stock = (
      await adminDb
        .collection(collections.stock)
        .doc(stockIdOf({ productId: product.id }))
        .get()
    ).data();
    expect(stock).toMatchObject({ available: 20 - product.quantity, reserved: product.quantity });
  }

  const chat = new URL((await confirmation.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '');
  expect(chat.searchParams.get('text')).toContain(label);
  expect(chat.searchParams.get('text')).toContain(trackingPath);

  await page.reload();
  // The link's public view is written by a trigger, a moment after the order.
  await eventually(
    async () => (await adminDb.collection(collections.tracking).doc(token).get()).exists,
    (exists) => exists,
    allow(20_000),
  );
  const mine = page.getByRole('list', { name: 'Mes commandes' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(`Commande ${label} du`);
  await mine.getByRole('link', { name: `Suivre la commande ${label}` }).click();
  await expect(page).toHaveURL(trackingPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande ${label}`);
  // Its lines, as the server priced them, then the zone's fee and the total.
  const lines = page.getByRole('table', { name: 'Vos articles' }).getByRole('row');
  await expect(lines).toHaveCount(products.length + 2);
  for (const [at, product] of products.entries()) {
    await expect(lines.nth(at).getByRole('cell')).toHaveText([
      `${product.quantity} × ${product.title}`,
      formatXof(product.price * product.quantity),
    ]);
  }
  await expect(lines.nth(products.length).getByRole('cell')).toHaveText(['Livraison', formatXof(zoneFee)]);
  await expect(lines.nth(products.length + 1)).toHaveText(`Total${formatXof(total)}`);

  // In the console: the order shows as the web site's, with the call it needs, and the customer's record has it.
  const staff = await signedInPage(browser, 'admin');
  try {
    await staff.goto('/store/orders');
    const card = staff.getByRole('article', { name: `Order ${label}` });
    await expect(card.locator('xpath=.//dt[.="Came in by"]/following-sibling::dd[1]')).toHaveText(
      'WebPlaced on the web site, without the app: call the customer to confirm.',
    );
    await eventually(
      async () => readCustomer(phoneKey, (await adminDb.collection(collections.customers).doc(phoneKey).get()).data()),
      (kept) => kept.orders === 1,
      allow(20_000),
    );
    await goInTheConsole(staff, `/store/customers/${phoneKey}`);
    const row = staff.getByRole('table', { name: /^Latest orders: 1 of 1/ }).getByRole('row', { name: new RegExp(label) });
    await expect(row.getByRole('cell').last()).toHaveText('The web site');
    await expect(staff.locator('xpath=//dt[.="Came in by"]/following-sibling::dd[1]')).toHaveText('Web (1)');
    await expect(staff.getByRole('region', { name: 'Who ordered with this number' })).toContainText(
      'The web site, on the number · 1 order',
    );
  } finally {
    await staff.context().close();
  }
});
