import { expect, test, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { formatXof } from '@kasuwa/contract/money';
import { stockIdOf } from '@kasuwa/contract/stock';
import { adminDb } from '../support/admin-app';
import { withTriggersPaused } from '../support/emulators';
import { newStaffAccount } from '../support/test-accounts';
import { keptForOffline, stillOffline } from './helpers/offline';
import { logIn, toast } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { placeZoneOrder } from './helpers/zone-orders';
import { allow } from './helpers/under-load';

/**
 * The console through a network cut (issue 37, part 3), in real Chromium on the built site and the
 * emulators: Chromium's network switched off, staff go on moving orders, recording payments and taking
 * phone orders in two tabs and across a reload; the network back, every action arrives once, none lost
 * or doubled, the one move the rules refuse on arrival (its order was cancelled meanwhile) is shown in
 * both tabs, and the one phone order whose stock went meanwhile waits in the list to check.
 */

// The reload offline is answered by the console's service worker, blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const zone = `e2e-offline-${uniqueId()}`;

/** A new order of this test's own zone: its list holds only this test's orders. */
const placeOrder = async (index: number) => (await placeZoneOrder(`offline-${index}`, { zoneId: zone })).id;

const orderList = `/store/orders?zone=${zone}`;

/** Opens the order from this zone's list, inside the console (no page load: the network is off). */
async function openOrder(page: Page, id: string) {
  await page
    .getByRole('article', { name: `Order ${id}` })
    .getByRole('link', { name: `Order ${id}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
}

const queuedMove = (id: string, status: string) => `Order ${id}: ${status} (not sent yet: it goes when the network is back)`;

/** One move made offline: the button, and the console's word that it waits to be sent. */
async function move(page: Page, id: string, button: string, status: string) {
  await page.getByRole('region', { name: 'Status' }).getByRole('button', { name: button }).click();
  await expect(toast(page, queuedMove(id, status))).toBeVisible();
}

/** Cash recorded offline: the order shows it paid at once, from the device. */
async function payCash(page: Page) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toContainText('Paid: Cash');
}

/** Confirms and records the cash of each order, and sends it out when `sendOut`, going back to the list each time. */
async function work(page: Page, ids: readonly string[], sendOut: boolean) {
  for (const id of ids) {
    await openOrder(page, id);
    await move(page, id, 'Confirm order', 'Confirmed');
    await payCash(page);
    if (sendOut) await move(page, id, 'Send out for delivery', 'Out for delivery');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  }
}

/**
 * Phone orders taken offline: one of a product the seed leaves uncounted (never sold out), then one of a
 * variant this test counts, whose last unit goes meanwhile.
 */
const plentyOrders = 1;
const plenty = { search: 'karite', title: 'Beurre de karité pur 250 ml', size: '250 ml' };
const scarce = { search: 'casque', title: 'Casque Bluetooth pliable', color: 'Blanc' };
const scarceStock = adminDb.collection(collections.stock).doc(stockIdOf({ productId: 'casque-bluetooth', color: 'Blanc' }));
const draftCustomer = (index: number) => `Client hors ligne ${index}`;

async function setScarceStock(available: number) {
  await scarceStock.set({
    productId: 'casque-bluetooth',
    size: null,
    color: 'Blanc',
    available,
    reserved: 0,
    lowAt: null,
    low: true,
    title: scarce.title,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** Finds a product in the phone order form: offline, Firestore answers from what the device read. */
async function addProduct(page: Page, product: { search: string; title: string }) {
  await page.getByRole('textbox', { name: 'Product' }).fill(product.search);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: `Add ${product.title}` }).click();
}

/** A phone order taken offline: kept on the device, and the form empty for the next call. */
async function takePhoneOrder(page: Page, index: number) {
  await page.getByLabel('Phone').fill(`+227 90 00 10 0${index}`);
  await page.getByLabel('Name').fill(draftCustomer(index));
  const line = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
  if (index < plentyOrders) {
    await addProduct(page, plenty);
    await line.getByLabel('Size').selectOption(plenty.size);
    // Two jars: over Wadata's minimum order.
    await line.getByLabel('Quantity').fill('2');
  } else {
    await addProduct(page, scarce);
    await line.getByLabel('Colour').selectOption(scarce.color);
  }
  await page.getByLabel('Zone').selectOption({ label: `Wadata — ${formatXof(750)}` });
  await page.getByLabel('Delivery address').fill('Wadata, derrière le marché');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    toast(page, `Phone order for ${draftCustomer(index)} saved on this device (not sent yet: it goes when the network is back)`),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
}

const unsent = (page: Page, count: number) => page.getByRole('status').filter({ hasText: `${count} actions not sent` });

async function recorded(id: string) {
  const order = adminDb.collection(collections.orders).doc(id);
  const [stored, moves, payments] = await Promise.all([
    order.get(),
    order.collection(orderSubcollections.statusChanges).get(),
    order.collection(orderSubcollections.paymentChanges).get(),
  ]);
  return {
    status: stored.get('status') as string,
    moves: moves.docs.map((change) => `${change.get('from')}→${change.get('to')}`).sort(),
    payments: payments.docs.map((change) => change.get('payment') as string),
  };
}

/**
 * Each kind of action at least twice, in each place it can be made: 17 actions. bench/offline-send.mjs
 * sends 50 through the same cut and reports how long they take.
 */
test('17 actions (moves, payments, phone orders) through a network cut, in two tabs and across a reload: each sent once when the network is back, the refused ones shown', async ({
  browser,
}) => {
  // 3 to 4 minutes alone with 50 actions (its own project in playwright.config.ts), 7 to 11 under the clean-clone run.
  test.setTimeout(allow(300_000));
  const staff = await newStaffAccount('offline');
  // Placed oldest first: 2 sent out before the reload, 1 cancelled meanwhile, 2 in the second tab, 2 after the reload.
  const ids: string[] = [];
  for (let index = 0; index < 7; index += 1) ids.push(await placeOrder(index));
  const [sentOut, [cancelledMeanwhile], inSecondTab, afterReload] = [
    ids.slice(0, 2),
    ids.slice(2, 3),
    ids.slice(3, 5),
    ids.slice(5, 7),
  ] as [string[], [string], string[], string[]];
  await setScarceStock(1);

  const context = await browser.newContext();
  const first = await context.newPage();
  await logIn(first, staff.email, staff.password);
  await expect(first).toHaveURL('/admin-feedback');
  // Online first: the list and an order read once, so the device holds them and the code of their pages.
  await first.goto(orderList);
  for (const id of ids) await expect(first.getByRole('article', { name: `Order ${id}` })).toBeVisible();
  await openOrder(first, ids[0]!);
  await first.goBack();
  // The phone order form once, and each product searched once: its code and their answers on the device.
  await first.getByRole('link', { name: 'New order' }).click();
  for (const product of [plenty, scarce]) {
    await first.getByRole('textbox', { name: 'Product' }).fill(product.search);
    await first.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(first.getByRole('button', { name: `Add ${product.title}` })).toBeVisible();
  }
  await first.goBack();
  await expect(first.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await keptForOffline(first);
  const second = await context.newPage();
  await second.goto(orderList);
  await expect(second.getByRole('article', { name: `Order ${ids[0]}` })).toBeVisible();
  await openOrder(second, inSecondTab[0]!);
  await second.goBack();

  await context.setOffline(true);
  await expect(first.getByText(/^Offline — data from \d\d:\d\d$/)).toBeVisible();

  // First tab: 2 orders confirmed, paid and sent out (6), and one confirmed (7) that the shop
  // cancels meanwhile from another device.
  await work(first, sentOut, true);
  await openOrder(first, cancelledMeanwhile);
  await move(first, cancelledMeanwhile, 'Confirm order', 'Confirmed');
  await first.goBack();
  await adminDb.collection(collections.orders).doc(cancelledMeanwhile).update({
    status: 'cancelled',
    cancelReason: 'Le client a annulé par téléphone',
  });

  // Second tab: 2 orders confirmed and paid (11).
  await work(second, inSecondTab, false);
  await expect(unsent(second, 11)).toBeVisible();
  await expect(unsent(first, 11)).toBeVisible();

  // The first tab reloads without network: the console, the list and the count come from the device.
  const reloaded = await first.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const reloadedCut = await stillOffline(first);
  await expect(first.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(unsent(first, 11)).toBeVisible();
  await work(first, afterReload, false);
  await expect(unsent(first, 15)).toBeVisible();

  // Two phone orders taken by phone meanwhile (17); the last unit of the second's variant is sold elsewhere.
  await first.getByRole('link', { name: 'New order' }).click();
  for (let index = 0; index < plentyOrders + 1; index += 1) await takePhoneOrder(first, index);
  await setScarceStock(0);
  await expect(unsent(first, 17)).toBeVisible();
  await expect(unsent(second, 17)).toBeVisible();

  // Logging out now would leave them unsent: the console asks first.
  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(first.getByRole('alertdialog')).toContainText('Not sent yet: 17 actions.');
  await first.getByRole('button', { name: 'Stay logged in' }).click();

  // The network back, with the function triggers paused as on a phone, whose CPU runs none: under the
  // clean-clone run's load, each acknowledged write's five triggers starved the emulator, and 50 writes
  // took over three minutes (stop 47). Nothing checked below comes from a trigger.
  const back = Date.now();
  await withTriggersPaused(async () => {
    await context.setOffline(false);
    await reloadedCut.backOnline();
    // Sent means answered by the server: the count goes in both tabs. How long that takes is reported,
    // not asserted: on the emulators it measures this machine's load (bench/offline-send.mjs measures it).
    // The limit is a hang guard: 28 s alone, but 169 s and 242 s in the 2026-11-29 clean-clone runs,
    // where other specs' pages listen meanwhile and the emulator sends every listener its whole query
    // again on each write.
    for (const page of [first, second])
      await expect(page.getByText(/actions? not sent/)).toHaveCount(0, { timeout: allow(240_000) });
  });
  test.info().annotations.push({ type: 'sent after the network came back', description: `${Date.now() - back} ms` });
  const refusal = `Order ${cancelledMeanwhile}: the move to Confirmed was refused on arrival: the order was changed meanwhile.`;
  for (const page of [first, second]) {
    await expect(page.getByRole('alert', { name: 'Refused on arrival' }).getByRole('link', { name: refusal })).toBeVisible();
  }

  // On the server: each action once, nothing lost, nothing doubled; the refused move left nothing.
  for (const id of sentOut) {
    expect(await recorded(id)).toEqual({
      status: 'outForDelivery',
      moves: ['confirmed→outForDelivery', 'new→confirmed'],
      payments: ['cash'],
    });
  }
  for (const id of [...inSecondTab, ...afterReload]) {
    expect(await recorded(id)).toEqual({ status: 'confirmed', moves: ['new→confirmed'], payments: ['cash'] });
  }
  expect(await recorded(cancelledMeanwhile)).toEqual({ status: 'cancelled', moves: [], payments: [] });
  // The phone orders: each placed once, by this staff member, but the one whose stock went.
  const phoneOrders = await adminDb.collection(collections.orders).where('takenBy', '==', staff.uid).get();
  expect(phoneOrders.docs.map((order) => order.get('customerName') as string).sort()).toEqual([0].map(draftCustomer));
  const toCheck = first.getByRole('alert', { name: 'Phone orders to check' });
  await expect(toCheck.getByRole('listitem')).toHaveCount(1);
  await expect(toCheck.getByRole('listitem')).toContainText(`Phone order for ${draftCustomer(plentyOrders)}, taken at`);
  // placePhoneOrder's code for it (sold-out), said in the console's words.
  await expect(toCheck.getByRole('listitem')).toContainText('Sold out: ');
  await expect(second.getByRole('alert', { name: 'Phone orders to check' }).getByRole('listitem')).toHaveCount(1);

  // Seen, the refusal goes, in every tab; a reload does not bring it back.
  await first.getByRole('alert', { name: 'Refused on arrival' }).getByRole('button', { name: 'Seen' }).click();
  await expect(second.getByRole('alert', { name: 'Refused on arrival' })).toHaveCount(0);
  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(second.getByRole('alert', { name: 'Refused on arrival' })).toHaveCount(0);

  // The phone order to check is discarded, after a question: gone in both tabs.
  await toCheck.getByRole('button', { name: 'Discard' }).click();
  await toCheck.getByRole('button', { name: 'Discard' }).click();
  for (const page of [first, second]) await expect(page.getByRole('alert', { name: 'Phone orders to check' })).toHaveCount(0);
  await context.close();
  // The variant counted for this test only goes back to uncounted, as the seed has it.
  await scarceStock.delete();
});
