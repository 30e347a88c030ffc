import { expect, test, type Locator, type Page } from '@playwright/test';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { closeIdOf } from '@kasuwa/contract/cash-close';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { cashRefusals } from '@kasuwa/contract/refusals/cash';
import { phoneCustomerRefusals } from '@kasuwa/contract/refusals/phone-customers';
import { returnRefusals } from '@kasuwa/contract/refusals/returns';
import { staffAccountRefusals } from '@kasuwa/contract/refusals/staff-accounts';
import { stockRefusals } from '@kasuwa/contract/refusals/stock';
import { staffCallRefusals } from '@kasuwa/contract/refusals';
import { returnSettingsDocId } from '@kasuwa/contract/returns';
import { frenchCoreText } from '../../web/src/components/staff/staff-text-fr';
import { frenchCashText } from '../../web/src/components/staff/staff-text-fr-cash';
import { frenchCustomersText } from '../../web/src/components/staff/staff-text-fr-customers';
import { frenchPeopleText } from '../../web/src/components/staff/staff-text-fr-people';
import { frenchProductText } from '../../web/src/components/staff/staff-text-fr-products';
import { frenchReturnsText } from '../../web/src/components/staff/staff-text-fr-returns';
import { pseudoLanguage, pseudoPattern } from '../../web/src/lib/pseudo-locale';
import { adminAuth, adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { newStaffAccount } from '../support/test-accounts';
import { seedClose } from './helpers/closes';
import { escapeRegExp, LayerCheck } from './helpers/layer-check';
import { sessionFile, signedOutConsole } from './helpers/sessions';
import { goInTheConsole } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';
import { placeZoneOrder } from './helpers/zone-orders';

/**
 * The refusals of the server in the pseudo-locale (the walk of pseudo-locale.spec.ts meets the others):
 * each callable here refuses once, with a code, and the console says it through its layer, marked,
 * with the function's values; no English sentence of a function is shown. Apart from the walk so that
 * the two run side by side.
 */
test.use({ storageState: sessionFile('admin') });
test.describe.configure({ mode: 'parallel' });

/**
 * What a walk made, gone after it: the other specs read the same cash in hand, orders, closes and team
 * (a rider's held cash, an owner in the staff list).
 */
const madeDocs: DocumentReference[] = [];
const madeAccounts: string[] = [];
test.afterEach(async () => {
  const accounts = madeAccounts.splice(0);
  await Promise.all([
    ...madeDocs.splice(0).map((made) => made.delete()),
    ...accounts.map((uid) => adminAuth.deleteUser(uid)),
    ...accounts.map((uid) => adminDb.collection(collections.profiles).doc(uid).delete()),
  ]);
});

/** A French text of a pack as the pseudo-locale shows it, any value in its places. */
const layered = (french: string) =>
  new RegExp(
    pseudoPattern(french)
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+'),
  );

/** The refusal's text is shown, marked, then the whole page is checked. */
async function refusalShown(layer: LayerCheck, where: Locator, french: string, what: string) {
  await expect(where.getByText(layered(french))).toBeVisible({ timeout: allow(20_000) });
  await layer.check(what);
}

const inThePseudoLocale = (page: Page) =>
  page.addInitScript((language) => localStorage.setItem('kasuwa.staff-language', language), pseudoLanguage);

async function open(page: Page, path: string, ready: Locator) {
  await goInTheConsole(page, path);
  await expect(ready).toBeVisible({ timeout: allow(20_000) });
}

test('a refusal of each callable of the cash, the returns, the phone customers, the staff and the stock shows in the layer', async ({
  page,
}) => {
  test.setTimeout(allow(120_000));
  await inThePseudoLocale(page);
  const email = `e2e-pseudo-${uniqueId()}@example.com`;
  const layer = new LayerCheck(page, { confirming: true, data: [email] });
  const now = Timestamp.now();
  const longAgo = Timestamp.fromDate(new Date('2026-01-05T09:00:00Z'));
  const { admin, rider, seller } = seedAccounts;
  const toAdjust = `e2e-pseudo-close-${uniqueId()}`;
  const settings = adminDb.collection(collections.stockSettings).doc(returnSettingsDocId);
  const adminsCloseToday = adminDb.collection(collections.cashCloses).doc(closeIdOf(shopDay(new Date()), admin.uid));
  const [product, settingsBefore, held, returned] = await Promise.all([
    adminDb.collection(collections.products).doc('theiere-sahel').get(),
    settings.get(),
    // Cash a rider holds, which the walk counts wrong.
    placeZoneOrder('pseudo-held', { status: 'delivered', payment: 'cash', cashHolder: rider.uid, cashSince: now }),
    // Delivered today and paid in cash, one of its two units back already.
    placeZoneOrder('pseudo-returned', {
      status: 'delivered',
      statusChangedAt: now,
      payment: 'cash',
      paidBy: admin.uid,
      paidAt: now,
      moneyVersion: 1,
      returnedUnits: { '0': 1 },
    }),
    seedClose(toAdjust),
    // Today's close of the admin's cash, made already (dated long ago: it comes last in the lists).
    adminsCloseToday.set({
      kind: 'close',
      holder: admin.uid,
      holderEmail: admin.email,
      by: admin.uid,
      at: longAgo,
      day: shopDay(new Date()),
    }),
  ]);
  const orders = adminDb.collection(collections.orders);
  madeDocs.push(
    orders.doc(held.id),
    orders.doc(returned.id),
    adminsCloseToday,
    adminDb.collection(collections.cashCloses).doc(toAdjust),
    adminDb.collection(collections.cashCloses).doc(`${toAdjust}-adjustment`),
    adminDb.collection(collections.cashCloseLines).doc(toAdjust),
  );
  const backThere = adminDb.collection(collections.orderReturns).doc(`e2e-pseudo-back-${returned.id}`);
  madeDocs.push(backThere);
  await backThere.set({
    orderId: returned.id,
    lines: [{ line: 0, productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7_500, quantity: 1, restock: true }],
    amount: 7_500,
    reason: 'defective',
    deliveredAt: now,
    by: seller.uid,
    at: now,
    refundDue: shopDay(new Date()),
    refundFlagFrom: shopDay(new Date()),
  });

  await page.goto('/store/cash');
  // receiveCash: the rider's cash counted wrong (wrong-amount), only this walk's order chosen.
  const receive = page.locator('form.receive-cash');
  await receive.locator('select').selectOption(rider.uid);
  await expect(receive.getByText(held.id)).toBeVisible({ timeout: allow(20_000) });
  for (const box of await receive.getByRole('checkbox').all())
    if ((await box.isChecked()) !== ((await box.locator('xpath=..').textContent()) ?? '').includes(held.id)) await box.click();
  await receive.locator('input[type=number]').fill('1');
  await receive.locator('button[type=submit]').click();
  await refusalShown(layer, receive, frenchCashText[cashRefusals['wrong-amount']], '/store/cash, cash counted wrong');
  // The rider's cash in hand is the other specs' to count.
  await orders.doc(held.id).delete();
  // closeCashDay: the admin's cash closed today already (closed-already).
  const close = page.locator('form.close-day');
  await expect(close.locator('button[type=submit]')).toBeEnabled({ timeout: allow(20_000) });
  await close.locator('input[type=number]').fill('0');
  await close.locator('textarea').fill('0');
  await close.locator('button[type=submit]').click();
  await refusalShown(layer, close, frenchCashText[cashRefusals['closed-already']], '/store/cash, a second close today');
  // The admin's day is the shop's to close, not this walk's.
  await adminsCloseToday.delete();

  // adjustCashClose: an adjustment of what is not a close (no-close). The console sends only the close
  // it shows, so the walk names the adjustment beside it instead, on the way, as a stale tab might.
  const adjust = page.locator('form.close-adjust');
  await open(page, `/store/cash/closes/${toAdjust}`, adjust);
  await page.route('**/adjustCashClose', (route) => {
    const sent = route.request().postDataJSON() as { data?: object } | null;
    if (!sent?.data) return route.continue();
    return route.continue({ postData: JSON.stringify({ data: { ...sent.data, closeId: `${toAdjust}-adjustment` } }) });
  });
  await adjust.locator('input').fill('500');
  await adjust.locator('textarea').fill('500');
  await adjust.locator('button[type=submit]').click();
  await refusalShown(layer, adjust, frenchCashText[cashRefusals['no-close']], `/store/cash/closes/${toAdjust}, not a close`);
  await page.unroute('**/adjustCashClose');

  // recordReturn: a withdrawal of a product whose category the terms exclude (excluded), the shop's
  // settings as they were once refused; refundReturn: more than the return is worth (above-return).
  await settings.set({ excluded: { [String(product.get('category'))]: 'perishable' } });
  try {
    const returnForm = page.locator('form.return-form');
    await open(page, `/store/orders/${returned.id}`, returnForm);
    await returnForm.locator('input[type=number]').first().fill('1');
    await returnForm.locator('button[type=submit]').click();
    await refusalShown(layer, returnForm, frenchReturnsText[returnRefusals.excluded], `/store/orders/${returned.id}, excluded`);
  } finally {
    await (settingsBefore.exists ? settings.set(settingsBefore.data()!) : settings.delete());
  }
  const refund = page.locator('form.refund-form');
  await refund.locator('input[type=number]').fill('15000');
  await refund.locator('button[type=submit]').click();
  await refusalShown(layer, refund, frenchReturnsText[returnRefusals['above-return']], `/store/orders/${returned.id}, refund`);
  // Its refund due would stay on every dashboard the other specs open.
  await backThere.delete();

  // An account of the walk's own at a number of its own, proven there by an order delivered and paid;
  // an order kept on the number, which staff give to that account.
  const { uid } = await adminAuth.createUser({ email, emailVerified: true, password: 'e2e-pseudo-password' });
  try {
    const digits = `9${String(Date.now()).slice(-7)}`;
    const phone = `+227 ${digits.match(/\d{2}/g)!.join(' ')}`;
    const [kept, proof] = await Promise.all([
      placeZoneOrder('pseudo-kept', { userId: `phone-227${digits}`, phone }),
      placeZoneOrder('pseudo-proof', { userId: uid, phone, status: 'delivered', payment: 'cash', paidAt: now }),
      adminDb.collection(collections.shopUsers).doc(uid).set({ name: 'Zeinabou Pseudo', phone }),
    ]);
    madeDocs.push(orders.doc(kept.id), orders.doc(proof.id));
    // linkPhoneOrders: the account no longer verified since it was found proven (not-verified).
    const linking = page.locator('.order-detail__link');
    await open(page, `/store/orders/${kept.id}`, linking);
    await linking.locator('button').first().click();
    await expect(linking.locator('button:not(.admin-button--secondary)')).toBeVisible({ timeout: allow(20_000) });
    await adminAuth.updateUser(uid, { emailVerified: false });
    await linking.locator('button:not(.admin-button--secondary)').click();
    await refusalShown(
      layer,
      linking,
      frenchCustomersText[phoneCustomerRefusals['not-verified']],
      `/store/orders/${kept.id}, link`,
    );

    // setUserRole: the address no longer verified since the account was looked up (email-not-verified).
    await adminAuth.updateUser(uid, { emailVerified: true });
    const grant = page.locator('form.grant-role');
    await open(page, '/store/staff', grant);
    await grant.locator('input[type=email]').fill(email);
    await grant.locator('button[type=submit]').click();
    await expect(grant.locator('.grant-role__account > button')).toBeEnabled({ timeout: allow(20_000) });
    await adminAuth.updateUser(uid, { emailVerified: false });
    await grant.locator('.grant-role__account > button').click();
    await refusalShown(layer, grant, frenchPeopleText[staffAccountRefusals['email-not-verified']], '/store/staff, unverified');
  } finally {
    await Promise.all([adminAuth.deleteUser(uid), adminDb.collection(collections.shopUsers).doc(uid).delete()]);
  }

  // setStock: a product deleted since its page was shown (no-product).
  const products = adminDb.collection(collections.products);
  const deleted = products.doc(`e2e-pseudo-stock-${uniqueId()}`);
  await deleted.set({ ...product.data(), title: 'Pagne pseudo' });
  const stock = page.locator('form.stock-form');
  await open(page, `/store/products/${deleted.id}`, stock);
  await deleted.delete();
  await stock.locator('input.stock-table__count').first().fill('3');
  await stock.locator('button[type=submit]').click();
  await refusalShown(layer, stock, frenchProductText[stockRefusals['no-product']], `/store/products/${deleted.id}, deleted`);

  await layer.dialogsChecked();
  expect(layer.found.map(({ page: where, text }) => `${where}: ${text}`)).toEqual([]);
});

test('what every staff callable refuses alike shows in the layer, on each page that calls one', async ({ browser }) => {
  test.setTimeout(allow(90_000));
  // An owner of the walk's own whose address is no longer verified once signed in: every staff callable
  // then refuses (not-staff), and the console, whose session still holds, says so where it called one.
  const owner = await newStaffAccount('pseudo-standing');
  madeAccounts.push(owner.uid);
  const page = await (await browser.newContext({ storageState: signedOutConsole })).newPage();
  await inThePseudoLocale(page);
  const layer = new LayerCheck(page, { data: [owner.email] });
  await page.goto('/admin-login');
  await page.locator('input[type=email]').fill(owner.email);
  await page.locator('input[type=password]').fill(owner.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL('/admin-feedback');
  await adminAuth.updateUser(owner.uid, { emailVerified: false });
  const notStaff = frenchCoreText[staffCallRefusals['not-staff']];
  // setLowStockDefault and setOrderHolds, their stored values sent again.
  await open(page, '/store', page.locator('form.order-holds__settings'));
  for (const form of ['form.low-stock__default', 'form.order-holds__settings']) {
    await page.locator(`${form} button[type=submit]`).click();
    await refusalShown(layer, page.locator(form), notStaff, `/store, ${form}`);
  }
  // setCashSettings and setReturnSettings, the same.
  for (const [path, form] of [
    ['/store/cash', 'form.cash-settings'],
    ['/store/returns', 'form.return-settings'],
  ] as const) {
    await open(page, path, page.locator(form));
    await page.locator(`${form} button[type=submit]`).click();
    await refusalShown(layer, page.locator(form), notStaff, `${path}, ${form}`);
  }
  // findPhoneCustomers, a number looked up.
  await open(page, '/store/orders/new', page.locator('input[type=tel]'));
  await page.locator('input[type=tel]').fill('96112233');
  await page.locator('.phone-order__fields > button').click();
  await refusalShown(layer, page.getByRole('main'), notStaff, '/store/orders/new, a number looked up');
  // listStaff and getReferralStats: their pages' lists, which say they could not load, and why.
  for (const [path, failed] of [
    ['/store/staff', frenchPeopleText['Failed to load staff']],
    ['/store/referrals', frenchPeopleText['Failed to load the referral statistics']],
  ] as const) {
    await goInTheConsole(page, path);
    const failure = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: layered(failed) });
    await refusalShown(layer, failure, notStaff, `${path}, the list`);
  }
  await page.context().close();
  expect(layer.found.map(({ page: where, text }) => `${where}: ${text}`)).toEqual([]);
});
