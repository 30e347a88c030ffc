import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { addDays, dayStart, shopDay } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import { paymentReferenceKey } from '@kasuwa/contract/schemas';
import { trackingUrl } from '@kasuwa/contract/tracking';
import { adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { newStaffAccount } from '../support/test-accounts';
import { downloadedBytes, expectPrintedOn58mm, pdfPageSizes, pointsPerMm, printedQrText } from './helpers/narrow-slip';
import { enterPhoneOrder } from './helpers/phone-order';
import { signedInPage } from './helpers/sessions';
import { logIn, toast } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';

/**
 * The order workflow against the real emulators and rules: orders placed meanwhile show live, staff
 * move them on with a recorded history, and two staff members on one order never overwrite each other.
 * Each test places its own orders (not `order-…`, the seed's, which other specs read as seeded).
 */
async function placeOrder(label: string, fields: Record<string, unknown> = {}) {
  const id = `e2e-${label}-${uniqueId()}`;
  await adminDb
    .collection(collections.orders)
    .doc(id)
    .set({
      userId: 'seed-customer-verified',
      items: [
        { productId: 'boubou-brode-indigo', title: 'Boubou brodé', price: 30000, quantity: 1, size: 'L', color: 'Indigo' },
        { productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 },
      ],
      total: 45000,
      status: 'new',
      phone: '+227 96 11 22 33',
      deliveryAddress: 'Plateau, rue du Musée, Niamey',
      createdAt: FieldValue.serverTimestamp(),
      checkedAt: FieldValue.serverTimestamp(),
      ...fields,
    });
  return id;
}

/** A staff member made for the test, signed in through the login page. */
async function signedInStaff(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  await expect(page).toHaveURL('/admin-feedback');
  return page;
}

const newBadge = (page: Page) => page.getByRole('navigation', { name: 'Store sections' }).getByRole('link', { name: /^Orders/ });
const newCount = async (page: Page) => Number(/(\d+) new/.exec((await newBadge(page).textContent()) ?? '')?.[1] ?? 0);
const statusSection = (page: Page) => page.getByRole('region', { name: 'Status' });

test('an order placed meanwhile shows live with the count of new orders; filters and the detail show it in full', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin');
  await page.goto('/store/orders');
  await expect(page.getByRole('list', { name: 'Orders, newest first' })).toBeVisible();
  await expect(newBadge(page)).toHaveText(/\d+ new/);
  const before = await newCount(page);

  const id = await placeOrder('live');
  const card = page.getByRole('article', { name: `Order ${id}` });
  await expect(card).toBeVisible();
  await expect(newBadge(page)).toHaveText(`Orders${before + 1} new`);
  await expect(page.getByRole('region', { name: 'Sales' })).toContainText('Today');

  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByLabel('Status').selectOption('Delivered');
  await expect(card).toHaveCount(0);
  await expect(page).toHaveURL('/store/orders?status=delivered');
  await filters.getByLabel('Status').selectOption('New');
  await filters.getByLabel('From').fill(shopDay(new Date()));
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: `Order ${id}` }).click();
  await expect(page).toHaveURL(`/store/orders/${id}`);
  const items = page.getByRole('region', { name: `Items of order ${id}` });
  await expect(items.getByRole('row').nth(1).locator('th, td')).toHaveText([
    'Boubou brodé',
    'L',
    'Indigo',
    '1',
    formatXof(30000),
    formatXof(30000),
  ]);
  await expect(items.getByRole('row').last()).toHaveText(`Total${formatXof(45000)}`);
  const chat = page.getByRole('link', { name: 'Message on WhatsApp (opens in a new tab)' });
  const href = new URL((await chat.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://wa.me/22796112233');
  expect(href.searchParams.get('text')).toContain(`Votre commande n° ${id} de ${formatXof(45000)} :`);
  await page.context().close();
});

test('two staff members on one order: each sees the other’s move live, and a stale move saves nothing', async ({ browser }) => {
  test.setTimeout(allow(90_000));
  const second = await newStaffAccount('order-staff');
  const id = await placeOrder('two-staff');
  const first = await signedInPage(browser, 'admin');
  const other = await signedInStaff(browser, second.email, second.password);
  for (const page of [first, other]) {
    await page.goto(`/store/orders/${id}`);
    await expect(statusSection(page).getByRole('button', { name: 'Confirm order' })).toBeVisible();
  }

  // Keyboard only: the first confirms the order.
  await statusSection(first).getByRole('button', { name: 'Confirm order' }).focus();
  await first.keyboard.press('Enter');
  await expect(toast(first, `Order ${id}: Confirmed`)).toBeVisible();
  await expect(statusSection(other).getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'History' })).toContainText(`${seedAccounts.admin.email}: New → Confirmed`);

  // The other starts cancelling; meanwhile the first delivers it.
  await statusSection(other).getByRole('button', { name: 'Cancel order…' }).click();
  await other.getByLabel('Reason for cancelling').fill('Le client ne répond pas');
  await statusSection(first).getByRole('button', { name: 'Mark as delivered' }).click();
  await first
    .getByRole('form', { name: `Mark order ${id} as delivered?` })
    .getByRole('button', { name: 'Mark as delivered' })
    .click();
  await expect(toast(first, `Order ${id}: Delivered`)).toBeVisible();
  const question = other.getByRole('form', { name: `Cancel order ${id}?` });
  await expect(question.getByRole('alert')).toHaveText('Someone else changed this order meanwhile: it is now Delivered.');
  await question.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(statusSection(other).getByRole('alert')).toHaveText(
    'Someone else changed this order: it is now Delivered. Nothing was saved.',
  );

  const order = (await adminDb.collection(collections.orders).doc(id).get()).data();
  expect(order).toMatchObject({ status: 'delivered', statusChangedBy: seedAccounts.admin.uid });
  expect(order).not.toHaveProperty('cancelReason');
  const history = await adminDb
    .collection(collections.orders)
    .doc(id)
    .collection(orderSubcollections.statusChanges)
    .orderBy('at')
    .get();
  expect(history.docs.map((change) => [change.get('from'), change.get('to'), change.get('byEmail')])).toEqual([
    ['new', 'confirmed', seedAccounts.admin.email],
    ['confirmed', 'delivered', seedAccounts.admin.email],
  ]);
  await expect(other.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
  await first.context().close();
  await other.context().close();
});

/** Presses Tab until the focused element is the one named, as a keyboard user moves through the page. */
async function tabTo(page: Page, name: string, presses = 60) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('an order is found, opened and cancelled with its reason by keyboard alone', async ({ browser }) => {
  const id = await placeOrder('keyboard');
  const page = await signedInPage(browser, 'admin');
  await page.goto('/store/orders?status=new');
  await expect(page.getByRole('article', { name: `Order ${id}` })).toBeVisible();
  await tabTo(page, `Order ${id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/store/orders/${id}`);

  await tabTo(page, 'Cancel order…');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Reason for cancelling')).toBeFocused();
  await page.keyboard.type('Le client a annulé par téléphone');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cancel the order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, `Order ${id}: Cancelled`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Reason: Le client a annulé par téléphone');
  await page.context().close();
});

test('staff open an order by the number a customer reads out, and see it on the list and the order', async ({ browser }) => {
  // Far above the numbers the run's own orders take, so no other order has it.
  const number = 900_000 + Math.floor(Math.random() * 99_999);
  const id = await placeOrder('number', { number });
  const label = `K-${number}`;
  const page = await signedInPage(browser, 'admin');
  await page.goto('/store/orders?status=new');
  await expect(page.getByRole('article', { name: `Order ${label}` })).toBeVisible();

  const finder = page.getByRole('search', { name: 'Find an order by its number' });
  await finder.getByLabel('Order number').fill(`k${number}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/store/orders/${id}`);
  await expect(page).toHaveTitle(new RegExp(`Order ${label}`));

  await page.goto('/store/orders');
  await finder.getByLabel('Order number').fill('K-000000');
  await page.keyboard.press('Enter');
  await expect(finder.getByRole('alert')).toHaveText('Type an order number, such as K-000123 or 123.');
  await page.context().close();
});

test('a day of 60 orders: a page of 50, the next on request, and a status filter run on the server', async ({ browser }) => {
  // A day of its own, long ago, so that this run's orders are the only ones on it.
  const day = addDays('2001-01-01', randomInt(5000));
  const start = dayStart(day).getTime();
  const batch = adminDb.batch();
  for (let at = 0; at < 60; at += 1) {
    batch.set(adminDb.collection(collections.orders).doc(`e2e-page-${day}-${String(at).padStart(2, '0')}`), {
      userId: 'seed-customer-verified',
      items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 1 }],
      total: 7500,
      status: at % 2 ? 'confirmed' : 'delivered',
      phone: '+227 96 11 22 33',
      deliveryAddress: 'Plateau, Niamey',
      createdAt: Timestamp.fromMillis(start + at * 60_000),
    });
  }
  await batch.commit();

  const page = await signedInPage(browser, 'admin');
  await page.goto(`/store/orders?from=${day}&to=${day}`);
  const cards = page.getByRole('list', { name: 'Orders, newest first' }).getByRole('article');
  await expect(cards).toHaveCount(50);
  await expect(cards.first()).toHaveAccessibleName(`Order e2e-page-${day}-59`);
  await expect(page.getByText('50 of 60 orders shown')).toBeVisible();
  // The read meter of the data layer: the page read its 50, not the collection (the seed's and other tests' orders too).
  const ordersRead = () =>
    page.evaluate(() => (globalThis as { kasuwaReads?: { bySource: Record<string, number> } }).kasuwaReads?.bySource.orders);
  expect(await ordersRead()).toBe(50);

  await page.getByRole('button', { name: 'More orders' }).click();
  await expect(cards).toHaveCount(60);
  await expect(cards.last()).toHaveAccessibleName(`Order e2e-page-${day}-00`);
  expect(await ordersRead()).toBe(60);
  await expect(page.getByText('60 orders', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More orders' })).toHaveCount(0);

  await page.getByRole('search', { name: 'Filter orders' }).getByLabel('Status').selectOption('Confirmed');
  await expect(page).toHaveURL(`/store/orders?status=confirmed&from=${day}&to=${day}`);
  await expect(cards).toHaveCount(30);
  await expect(page.getByText('30 orders', { exact: true })).toBeVisible();
  for (const status of await cards.locator('.order-status').allTextContents()) expect(status).toBe('Confirmed');
});

test('a phone order entered by staff is priced by the server; its payment recorded, its French receipt printed on A4 and 58 mm', async ({
  browser,
}) => {
  test.setTimeout(allow(90_000));
  const page = await signedInPage(browser, 'admin');
  const karite = (await adminDb.collection(collections.products).doc('beurre-de-karite').get()).data() as {
    title: string;
    price: number;
  };
  let orderId = '';
  // A reference pays one order only: this run's own, so a retry of the test pays with a new one.
  const reference = `MP241125.1530.${Date.now().toString(36).toUpperCase()}`;
  try {
    await page.goto('/store/orders');
    await page.getByRole('link', { name: 'New order' }).click();
    await expect(page).toHaveURL('/store/orders/new');
    orderId = await enterPhoneOrder(page, {
      phone: '+227 90 55 44 33',
      name: 'Ɗanjuma Ƙarƙashi',
      search: 'karité',
      title: karite.title,
      size: '250 ml',
      quantity: 2,
      address: 'Wadata, près de la pharmacie',
    });
    const stored = (await adminDb.collection(collections.orders).doc(orderId).get()).data();
    expect(stored).toMatchObject({
      customerName: 'Ɗanjuma Ƙarƙashi',
      total: 2 * karite.price + 750,
      takenBy: seedAccounts.admin.uid,
      zoneName: 'Wadata',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order K-${String(stored?.number).padStart(6, '0')}`);

    await page.getByLabel('Paid by').selectOption('mobile-money');
    await page.getByLabel('Reference').fill(reference);
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(page, 'Payment recorded: Mobile Money')).toBeVisible();

    await page.getByRole('link', { name: 'Receipt (print or PDF)' }).click();
    const receipt = page.getByRole('article', { name: /^Reçu de commande K-/ });
    await expect(receipt).toHaveAttribute('lang', 'fr');
    await expect(receipt).toContainText('Ɗanjuma Ƙarƙashi · +227 90 55 44 33');
    await expect(receipt).toContainText(`2 × ${karite.title} (250 ml)`);
    await expect(receipt).toContainText(`Livraison (Wadata)${formatXof(750)}`);
    await expect(receipt).toContainText(`Total${formatXof(2 * karite.price + 750)}`);
    await expect(receipt).toContainText(`Payé par Mobile Money (référence ${reference})`);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    // On paper, the receipt alone: the console's bar and buttons are not printed.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.store-bar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(receipt).toBeVisible();
    const download = page.waitForEvent('download');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Save or share as PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`recu-K-${String(stored?.number).padStart(6, '0')}.pdf`);
    // The PDF writes in the shop's font, fetched from the site when the PDF is made (its text: receipt.test.ts).
    const pdf = await PDFDocument.load(await readFile((await (await download).path()) ?? ''));
    const fonts = pdf.getPage(0).node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const fontNames = (fonts?.values() ?? []).map((font) => pdf.context.lookup(font, PDFDict).get(PDFName.of('BaseFont')));
    // pdf-lib names an embedded font after the font, with a random number; each text names its font again.
    expect(new Set(fontNames.map((name) => String(name).replace(/-\d+$/, '')))).toEqual(
      new Set(['/DejaVuSans', '/DejaVuSans-Bold']),
    );

    // On a phone with a 58 mm thermal printer: the narrow receipt, printed within 48 mm, kept for this device.
    const number = `K-${String(stored?.number).padStart(6, '0')}`;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: '58 mm roll' }).click();
    await expect(page.getByRole('button', { name: '58 mm roll' })).toHaveAttribute('aria-pressed', 'true');
    await expect(receipt).toContainText(`2 × ${formatXof(karite.price)} ${formatXof(2 * karite.price)}`);
    await expect(receipt).toContainText('Ɗanjuma Ƙarƙashi · +227 90 55 44 33');
    await expectPrintedOn58mm(page, /^Reçu de commande K-/);
    expect(await printedQrText(page)).toBe(trackingUrl(String(stored?.trackingToken)));
    const narrow = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save or share as PDF' }).click();
    expect((await narrow).suggestedFilename()).toBe(`recu-${number}-58mm.pdf`);
    const [narrowPage, ...morePages] = await pdfPageSizes(await downloadedBytes(await narrow));
    expect([narrowPage?.width, morePages]).toEqual([expect.closeTo(58 * pointsPerMm, 1), []]);
    // For a printer app that takes text: 32 characters a line, the total on the right.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share as text' }).click();
    await expect(toast(page, 'Copied: paste it into the printer app.')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.trimEnd().split('\n');
    expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(32);
    expect(lines).toContain(
      `Total${formatXof(2 * karite.price + 750)
        .replace(/[\u00a0\u202f]/g, ' ')
        .padStart(27)}`,
    );
    await page.reload();
    await expect(page.getByRole('button', { name: '58 mm roll' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: `Reçu de commande ${number}` })).toBeVisible();

    // The same reference on another order is refused, with the order that holds it, and nothing changes.
    await page.goto('/store/orders/order-1001');
    await page.getByLabel('Paid by').selectOption('mobile-money');
    await page.getByLabel('Reference').fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(`This Mobile Money reference is already recorded on order ${orderId}`)).toBeVisible();
    expect((await adminDb.collection(collections.orders).doc('order-1001').get()).get('paymentReference')).toBeUndefined();
  } finally {
    if (orderId) await adminDb.collection(collections.orders).doc(orderId).delete();
    await adminDb.collection(collections.paymentReferences).doc(paymentReferenceKey(reference)).delete();
    await page.context().close();
  }
});
