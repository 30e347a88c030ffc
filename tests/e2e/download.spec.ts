import { collections } from '@kasuwa/contract/collections';
import { expect, test } from '@playwright/test';
import { FieldPath } from 'firebase-admin/firestore';
import { brand } from '@kasuwa/contract/brand';
import { adminDb } from '../support/admin-app';

async function countFor(code: string): Promise<number> {
  // Shard ids are code.day.shard and days are digits: one range of ids is this code's shards.
  const shards = await adminDb
    .collection(collections.referralShards)
    .where(FieldPath.documentId(), '>=', `${code}.`)
    .where(FieldPath.documentId(), '<=', `${code}.~`)
    .get();
  return shards.docs.reduce((sum, shard) => sum + (shard.get('count') as number), 0);
}

test('/download?ref=affiche-plateau counts the referral under its campaign and ends at the package link with the code', async ({
  page,
}) => {
  // A campaign of the seed (referralCampaigns): its hits are counted under its own code.
  const code = 'affiche-plateau';
  const before = await countFor(code);
  const packageLink = `${brand.apk.url}?ref=${code}`;
  // The package is on the production host, which this machine cannot reach.
  await page.route(`${brand.apk.url}*`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'apk' }));

  await page.goto(`/download?ref=${code}`);
  await page.waitForURL(packageLink);
  expect(page.url()).toBe(packageLink);
  await expect.poll(() => countFor(code)).toBe(before + 1);
});

test('the QR code and the button carry the referral link before the redirect', async ({ page }) => {
  await page.route(`${brand.apk.url}*`, (route) => route.fulfill({ status: 200, body: 'apk' }));
  // Hold the counting request so the page can be inspected before it leaves.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/track-referral*', async (route) => {
    await held;
    await route.fulfill({ status: 204 });
  });
  await page.goto('/t%C3%A9l%C3%A9charger?ref=promo-sms');
  await expect(page.getByRole('link', { name: /Télécharger l’application/ })).toHaveAttribute(
    'href',
    `${brand.apk.url}?ref=promo-sms`,
  );
  const staticPath = await page.evaluate(async () => {
    const response = await fetch('/t%C3%A9l%C3%A9charger');
    return /<path d="([^"]+)"/.exec(await response.text())?.[1];
  });
  expect(await page.locator('[data-part="qr"] path').getAttribute('d')).not.toBe(staticPath);
  release();
  await page.waitForURL(`${brand.apk.url}?ref=promo-sms`);
});

test('without JavaScript the page still offers the package, its QR code and its checksum', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/t%C3%A9l%C3%A9charger?ref=abc');
  await expect(page.getByRole('link', { name: /Télécharger l’application/ })).toHaveAttribute('href', brand.apk.url);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText(brand.apk.sha256)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier' })).toBeHidden();
  await context.close();
});
