import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { enterPhoneOrder } from './helpers/phone-order';
import { sessionFile } from './helpers/sessions';
import { toast } from './helpers/staff';
import { allow } from './helpers/under-load';

/**
 * The sales report against the real emulators: an order the manager takes by WhatsApp and hands over
 * shows in the day's charts within a minute (followOrder's sales effect, then the page's listener), its CSV is
 * what French Excel opens as it is, and its customer's /suivi link shows each step on a phone.
 */
test.use({ storageState: sessionFile('manager') });

test('an order taken by WhatsApp and delivered shows in the day’s report and its CSV within a minute, and its link on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(allow(150_000));
  const karite = (await adminDb.collection(collections.products).doc('beurre-de-karite').get()).data() as {
    title: string;
    price: number;
  };
  let orderId = '';
  try {
    await page.goto('/store/orders/new');
    orderId = await enterPhoneOrder(page, {
      phone: '+227 90 66 55 44',
      name: 'Salamatou par WhatsApp',
      search: 'karité',
      title: karite.title,
      size: '250 ml',
      quantity: 2,
      address: 'Wadata, près de la mosquée',
      channel: 'whatsapp',
    });

    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Confirm order' }).click();
    await expect(toast(page, /: Confirmed$/)).toBeVisible();
    await status.getByRole('button', { name: 'Mark as delivered' }).click();
    await page
      .getByRole('form', { name: /as delivered\?$/ })
      .getByRole('button', { name: 'Mark as delivered' })
      .click();
    await expect(toast(page, /: Delivered$/)).toBeVisible();

    const today = shopDay(new Date());
    await page.goto(`/store/reports?from=${today}&to=${today}`);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    // The page listens: the order's figures arrive without a reload, once the trigger has counted it.
    // The manager took and delivered no other order: their row in the staff chart is this order's.
    const staffChart = page.getByRole('table', { name: 'Staff' });
    await expect(staffChart.getByRole('row', { name: new RegExp(`^${seedAccounts.manager.email}`) })).toBeVisible({
      timeout: allow(60_000),
    });
    await expect(page.getByRole('table', { name: 'Channels' }).getByRole('row', { name: /^WhatsApp/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Zones' }).getByRole('row', { name: /^Wadata/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Best sellers of / })).toBeVisible();

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`ventes-${today}-${today}.csv`);
    const bytes = await readFile((await csv.path()) ?? '');
    // What French Excel needs: the UTF-8 byte order mark, ";" between cells, dates as dd/mm/yyyy.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const [year, month, day] = today.split('-');
    // The columns in the console's language (English here; the unit test reads the French, accents intact).
    expect(text).toContain('Day;Orders;Units;Sales F CFA;Previous day compared;Sales F CFA (previous period)');
    expect(text).toMatch(new RegExp(`\\r\\n${day}/${month}/${year};\\d+;\\d+;\\d+;`));
    expect(text).toMatch(new RegExp(`\\r\\n${seedAccounts.manager.email};\\d+;\\d+;\\d+;\\d+\\r\\n`));
    expect(text).toMatch(/\r\nWhatsApp;\d+;\d+\r\n/);

    // The customer's link, on a 360 px phone with no script: each step, in Niamey time, and what is due.
    const token = String((await adminDb.collection(collections.orders).doc(orderId).get()).get('trackingToken'));
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    const customer = await phone.newPage();
    const answer = await customer.goto(`/suivi/${token}`);
    expect(answer?.status()).toBe(200);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText(/^Commande K-\d{6}$/);
    await expect(customer.getByRole('listitem')).toHaveText([/^Commande reçue/, /^Commande confirmée/, /^Livrée/]);
    await expect(customer.getByText(/^À payer à la livraison : /)).toBeVisible();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.close();
  } finally {
    if (orderId) await adminDb.collection(collections.orders).doc(orderId).delete();
  }
});
