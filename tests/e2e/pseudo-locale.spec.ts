import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { frenchCoreText } from '../../web/src/components/staff/staff-text-fr';
import { frenchOrdersText } from '../../web/src/components/staff/staff-text-fr-orders';
import { frenchPaymentsText } from '../../web/src/components/staff/staff-text-fr-payments';
import { frenchPeopleText } from '../../web/src/components/staff/staff-text-fr-people';
import { pseudoLanguage, pseudoPattern } from '../../web/src/lib/pseudo-locale';
import { adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { seedClose, seedReturn } from './helpers/closes';
import { escapeRegExp, LayerCheck } from './helpers/layer-check';
import { goInTheConsole } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { placeZoneOrder } from './helpers/zone-orders';
import { allow } from './helpers/under-load';

/**
 * The console in the pseudo-locale: every text of the layer shows marked (⟦Ŝàvé⟧), so a text still
 * plain on screen, data aside, is one staff would read untranslated. The walk visits every store page
 * and the feedback admin, sends every form empty and with bad values, and opens an order, its receipt,
 * a delivery sheet and the health page; the test lists every plain text it met. The callables it does not
 * make refuse refuse in pseudo-locale-refusals.spec.ts.
 */
test.use({
  storageState: {
    cookies: [],
    origins: [{ origin: 'http://127.0.0.1:5000', localStorage: [{ name: 'kasuwa.staff-language', value: pseudoLanguage }] }],
  },
});

/** The page has drawn what it was loading and what the last action changed. */
async function settled(page: Page) {
  await page.waitForTimeout(150);
  await expect(page.locator('.admin-loading')).toHaveCount(0, { timeout: allow(10_000) });
  // A form's save may be a callable's first call, whose worker starts now: seconds on a busy machine.
  await expect(page.locator('form button[type=submit][disabled]')).toHaveCount(0, { timeout: allow(20_000) });
}

const fieldSelector =
  'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]):not([type=date]):not([readonly]), textarea';

/** What each kind of field gets as a bad value. */
const badValue = (type: string | null) =>
  ({ number: '-1', email: 'pas-un-courriel', tel: '12', url: 'pas une adresse' })[type ?? ''] ?? '§';

/**
 * Sends every visible form of the page empty, then (unless `emptyOnly`: any value is good there) with
 * a bad value in each field, checking after each.
 */
async function sendEveryForm(page: Page, layer: LayerCheck, where: string, emptyOnly = false) {
  const forms = page.locator('form');
  for (let at = 0; at < (await forms.count()); at += 1) {
    const form = forms.nth(at);
    if (!(await form.isVisible())) continue;
    const submit = form.locator('button[type=submit], button:not([type])').first();
    if (!(await submit.isVisible()) || (await submit.isDisabled())) continue;
    const fields = form.locator(fieldSelector);
    for (const value of emptyOnly ? [null] : ([null, 'bad'] as const)) {
      for (const field of await fields.all())
        if (await field.isEditable()) await field.fill(value ? badValue(await field.getAttribute('type')) : '');
      await submit.click();
      await settled(page);
      await layer.check(`${where}, form ${at + 1} sent ${value ? 'with bad values' : 'empty'}`);
    }
  }
}

/**
 * Goes to a page of the console as its links do (a reload per page compiled the console's scripts each
 * time) and waits for the new page's heading: the one left behind is marked, and a page that keeps its
 * element (another order on the same page) shows other words in it.
 */
async function visit(page: Page, layer: LayerCheck, path: string) {
  const left = await page.locator('h1').evaluateAll((headings) =>
    headings.map((heading) => {
      heading.setAttribute('data-left', '');
      return heading.textContent ?? '';
    }),
  );
  await goInTheConsole(page, path);
  const sameWords = new RegExp(`^(${left.map(escapeRegExp).join('|')})$`);
  const heading = page.locator('h1:not([data-left])');
  await expect(left.length === 0 ? heading : heading.or(page.locator('h1').filter({ hasNotText: sameWords }))).toBeVisible();
  await settled(page);
  await layer.check(path);
}

test('every store page, form, order, receipt and sheet shows only texts of the layer (or data)', async ({ page }) => {
  test.setTimeout(allow(240_000));
  const layer = new LayerCheck(page);

  await page.goto('/admin-login');
  await expect(page.locator('input[type=email]')).toBeVisible();
  await layer.check('/admin-login');
  await sendEveryForm(page, layer, '/admin-login');
  await page.locator('input[type=email]').fill(seedAccounts.admin.email);
  await page.locator('input[type=password]').fill('not-the-password');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await layer.check('/admin-login, wrong password');
  await page.locator('input[type=password]').fill(seedAccounts.admin.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL('/admin-feedback');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await layer.check('/admin-feedback');

  const [productDoc] = (await adminDb.collection(collections.products).limit(1).get()).docs;
  if (!productDoc) throw new Error('The seed has no product');
  // An order of the test's own, which the walk may move and pay.
  const { id: orderId, zoneId } = await placeZoneOrder('pseudo');
  // A web order not confirmed yet, on a number of its own: its channel and the call it asks for, on the
  // list, its customer's page and the delivery sheet.
  await placeZoneOrder('pseudo-web', {
    channel: 'web',
    userId: 'phone-22790007171',
    phone: '+227 90 00 71 71',
    customerKey: '90007171',
  });
  await Promise.all([seedClose('e2e-pseudo-close'), seedReturn('e2e-pseudo-return')]);

  for (const path of [
    '/store',
    '/store/products/new',
    '/store/products/file',
    `/store/products/${productDoc.id}`,
    '/store/orders',
    '/store/users',
    '/store/customers/96112233',
    '/store/customers/90007171',
    '/store/posts',
    '/store/referrals',
    '/store/health',
    '/store/cash',
    '/store/cash/closes/e2e-pseudo-close',
    '/store/returns',
    '/store/returns/e2e-pseudo-return',
    '/store/reports?from=2026-11-01&to=2026-11-15',
  ]) {
    await visit(page, layer, path);
    await sendEveryForm(page, layer, path);
  }

  // A refusal of uploadProductImage's own: a file typed as a JPEG whose bytes are not an image (named by
  // digits alone, as a phone's camera names it: a file's name is not the layer's, nor the shop's data).
  await visit(page, layer, '/store/products/new');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '20261203_0915', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
  const notAnImage = pseudoPattern(frenchCoreText['Only JPEG, PNG or WebP images are accepted.']);
  await expect(page.getByRole('listitem').filter({ hasText: '20261203_0915' })).toContainText(notAnImage, {
    timeout: allow(20_000),
  });
  await layer.check('/store/products/new, a file that is not an image');

  await visit(page, layer, '/store');
  await page.locator('.product-actions .admin-button--danger').first().click();
  await layer.dialogsChecked();
  await page.locator('.view-switch button[aria-pressed=false]').click();
  await layer.check('/store, the other view');

  await visit(page, layer, '/store/orders/new');
  await page.locator('form[role=search] input').fill('Théière');
  await page.locator('form[role=search] button[type=submit]').click();
  await page.locator('.phone-order__found button').first().click();
  await layer.check('/store/orders/new, a line added');
  await sendEveryForm(page, layer, '/store/orders/new, a line added');
  // A refusal of placePhoneOrder's own: the line comes to less than the zone's minimum (the seed's Autre
  // quartier asks 15 000 F CFA), which only the server checks.
  await page.locator('.phone-order input[type=tel]').fill('96112233');
  await page.locator('.phone-order__fields input:not([type])').first().fill('Awa Hamidou');
  for (const choice of await page.locator('.phone-order__line select').all()) await choice.selectOption({ index: 1 });
  const delivery = page.locator('form:has(option[value="autre-quartier"])');
  await delivery.locator('select:has(option[value="autre-quartier"])').selectOption('autre-quartier');
  await delivery.locator('.phone-order__wide input').fill('Plateau, rue du Musée');
  await delivery.locator('.admin-field input').last().fill('');
  await delivery.locator('button[type=submit]').click();
  const belowMinimum = pseudoPattern(frenchOrdersText['The minimum order for {zone} is {minimum}.']).split('{zone}')[0]!;
  await expect(page.getByRole('alert').filter({ hasText: belowMinimum })).toBeVisible({ timeout: allow(20_000) });
  await layer.check('/store/orders/new, below the zone’s minimum');

  await visit(page, layer, '/store/zones');
  await sendEveryForm(page, layer, '/store/zones');
  await page.locator('.zone-card button.admin-button--secondary').first().click();
  await layer.check('/store/zones, a zone edited');
  await sendEveryForm(page, layer, '/store/zones, a zone edited');

  // A role change the audit lists, as setUserRole records one: its roles are codes to put in words.
  // Dated long ago, so it never comes before the changes another spec makes and checks first.
  await adminDb
    .collection(collections.roleChanges)
    .doc(`e2e-pseudo-${orderId}`)
    .set({
      by: seedAccounts.admin.uid,
      byEmail: seedAccounts.admin.email,
      target: seedAccounts.verifiedCustomer.uid,
      targetEmail: seedAccounts.verifiedCustomer.email,
      from: 'customer',
      to: 'admin',
      at: Timestamp.fromDate(new Date('2026-01-05T09:00:00Z')),
    });
  await visit(page, layer, '/store/staff');
  await sendEveryForm(page, layer, '/store/staff');
  // A refusal of the server's own (findAccount's code no-such-email), said by the layer too.
  const grant = page.locator('form.grant-role');
  await grant.locator('input[type=email]').fill('personne@example.com');
  await grant.locator('button[type=submit]').click();
  const noAccount = frenchPeopleText['No account uses this email: they must sign up in the app first.'];
  await expect(page.getByText(pseudoPattern(noAccount))).toBeVisible({ timeout: allow(20_000) });
  await layer.check('/store/staff, an email no account uses');
  const revoke = page.locator('table button:enabled').first();
  if (await revoke.isVisible()) {
    await revoke.click();
    await layer.check('/store/staff, a revocation asked');
  }

  const orderPath = `/store/orders/${orderId}`;
  await visit(page, layer, orderPath);
  await expect(page.getByText('Awa Hamidou').first()).toBeVisible();
  for (const asking of await page.locator('.status-actions .admin-button--secondary').all()) {
    await asking.click();
    await layer.check(`${orderPath}, cancel asked`);
    await sendEveryForm(page, layer, `${orderPath}, cancel asked`, true);
    await page.locator('.store-question .admin-button--secondary').click();
  }
  await sendEveryForm(page, layer, orderPath);
  await visit(page, layer, `${orderPath}/receipt`);
  await expect(page.locator('.receipt')).toBeVisible();
  await layer.check(`${orderPath}/receipt`);
  // On 58 mm paper, the receipt's and the credit note's slips through the layer too; then A4 again on this device.
  await page.locator('.slip-paper button[aria-pressed=false]').click();
  await expect(page.locator('.narrow-slip').first()).toBeVisible();
  await layer.check(`${orderPath}/receipt on 58 mm`);
  await visit(page, layer, '/store/returns/e2e-pseudo-return');
  await expect(page.locator('.narrow-slip').first()).toBeVisible();
  await page.locator('.slip-paper button[aria-pressed=false]').click();
  await expect(page.locator('.narrow-slip')).toHaveCount(0);
  await visit(page, layer, `/store/orders/deliveries?zone=${zoneId}&day=${shopDay(new Date())}`);

  // A refusal of setOrderZone's own: an app's order waiting for its zone, too small for the one chosen
  // (the seed's Autre quartier asks 15 000 F CFA). Dated long ago, so no open tab alerts about it.
  const waiting = `e2e-pseudo-zone-${orderId}`;
  await adminDb
    .collection(collections.orders)
    .doc(waiting)
    .set({
      userId: seedAccounts.verifiedCustomer.uid,
      items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7_500, quantity: 1 }],
      total: 7_500,
      status: 'new',
      zonePending: true,
      phone: '+227 96 11 22 33',
      customerName: 'Awa Hamidou',
      deliveryAddress: 'Plateau, rue du Musée, Niamey',
      createdAt: Timestamp.fromDate(new Date('2026-01-05T09:00:00Z')),
      checkedAt: Timestamp.fromDate(new Date('2026-01-05T09:00:00Z')),
    });
  await visit(page, layer, `/store/orders/${waiting}`);
  const zoneForm = page.locator('form:has(option[value="autre-quartier"])');
  await zoneForm.locator('select').selectOption('autre-quartier');
  await zoneForm.locator('button[type=submit]').click();
  await expect(zoneForm.getByRole('alert')).toBeVisible({ timeout: allow(20_000) });
  await layer.check(`/store/orders/${waiting}, a zone below its minimum`);
  // A refusal of correctPayment's own: a correction to the payment the order holds already (same).
  const reference = `MP-PSEUDO-${uniqueId()}`;
  const { id: paid } = await placeZoneOrder('pseudo-paid', {
    payment: 'mobile-money',
    paymentReference: reference,
    paidBy: seedAccounts.admin.uid,
    paidAt: Timestamp.fromDate(new Date('2026-01-05T09:00:00Z')),
    moneyVersion: 1,
    createdAt: Timestamp.fromDate(new Date('2026-01-05T09:00:00Z')),
  });
  await visit(page, layer, `/store/orders/${paid}`);
  await page.getByRole('button', { name: pseudoPattern(frenchPaymentsText['Correct the payment']) }).click();
  const correction = page.getByRole('form', { name: pseudoPattern(frenchPaymentsText['Correct the payment']) });
  await correction.locator('select').selectOption('mobile-money');
  await correction.locator('input').first().fill(reference);
  await correction.locator('input').last().fill('pseudo');
  await correction.locator('button[type=submit]').click();
  const same = frenchPaymentsText['This is the payment recorded already: nothing to correct.'];
  await expect(correction.getByText(pseudoPattern(same))).toBeVisible({ timeout: allow(20_000) });
  await layer.check(`/store/orders/${paid}, a correction to the payment it holds`);
  await page.goto('/store/no-such-page');
  await expect(page.getByText(pseudoPattern('No Page Found'))).toBeVisible();
  await layer.check('/store/no-such-page');

  await layer.dialogsChecked();
  const found = layer.found.map(({ page: where, text }) => `${where}: ${text}`);
  console.log(`Texts shown without the layer: ${found.length}${found.length ? `\n${found.join('\n')}` : ''}`);
  expect(found).toEqual([]);
});

test("a rider's run, its stops and a failed delivery's question show only texts of the layer (or data)", async ({ page }) => {
  test.setTimeout(allow(90_000));
  const layer = new LayerCheck(page);
  const run = { riderId: seedAccounts.rider.uid, runDay: shopDay(new Date()) };
  const { id } = await placeZoneOrder('pseudo-run', { status: 'outForDelivery', runPosition: 1, ...run });
  await placeZoneOrder('pseudo-run-next', { status: 'confirmed', runPosition: 2, ...run });

  await page.goto('/admin-login');
  await page.locator('input[type=email]').fill(seedAccounts.rider.email);
  await page.locator('input[type=password]').fill(seedAccounts.rider.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL('/store/run');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: id })).toBeVisible();
  await settled(page);
  await layer.check('/store/run');

  // The stop's last secondary button asks why its delivery failed.
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: id })
    .locator('.run-stop__outcomes .admin-button--secondary')
    .last()
    .click();
  await layer.check('/store/run, a failure asked');
  await sendEveryForm(page, layer, '/store/run, a failure asked');
  expect(layer.found.map(({ page: where, text }) => `${where}: ${text}`)).toEqual([]);
});
