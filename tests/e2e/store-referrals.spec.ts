import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test, type Download } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from '@cantoo/pdf-lib';
import { brand } from '@kasuwa/contract/brand';
import { shopDay } from '@kasuwa/contract/days';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { functionsOrigin, projectId } from '../support/emulators';
import { seedAccounts } from '../support/seed-accounts';
import { toast } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { sessionFile } from './helpers/sessions';
import { allow } from './helpers/under-load';

/**
 * Referral campaigns against the real rules, trackReferral and getReferralStats: a campaign created on
 * the page counts its own hits, the CSV carries them, and its poster's QR code, decoded from the PDF's
 * image, is exactly the campaign's link.
 */
const trackUrl = `${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.trackReferral}`;

/** One visit of the download page's counter, from a phone of the documentation range (RFC 3849). */
const hit = (code: string, visitor: string, phone: string) =>
  fetch(`${trackUrl}?ref=${code}&v=${visitor}`, { headers: { 'X-Forwarded-For': phone } });

const bytesOf = async (download: Download) => readFile((await download.path()) ?? '');

/** The first image of the PDF's page, as RGBA pixels: pdf-lib stores a PNG's colours as deflated RGB. */
async function firstImage(pdfBytes: Uint8Array) {
  const pdf = await PDFDocument.load(pdfBytes);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (object.dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const size = (name: string) => (object.dict.get(PDFName.of(name)) as PDFNumber).asNumber();
    const [width, height] = [size('Width'), size('Height')];
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
      rgba[pixel * 4 + 3] = 255;
    }
    return { width, height, rgba };
  }
  throw new Error('The PDF has no RGB image');
}

test.use({ storageState: sessionFile('admin') });

test('a campaign made on the page counts its hits, exports them as CSV, and prints a poster whose QR code is its link', async ({
  page,
}) => {
  test.setTimeout(allow(60_000));
  const code = `e2e-${uniqueId()}`;
  const label = 'Affiche de test, marché';
  await page.goto('/store/referrals');

  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Label').fill(label);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(toast(page, `Campaign ${code} created`)).toBeVisible();
  const card = page.getByRole('article', { name: code });
  // The creator's email comes from listStaff, whose first call starts its function's worker (store-staff.spec.ts).
  await expect(card).toContainText(`${label} · created by ${seedAccounts.admin.email}`, { timeout: allow(30_000) });

  // Three visits of two phones, counted under the new campaign.
  const [first, second] = [`e2e-visitor-${uniqueId()}-a`, `e2e-visitor-${uniqueId()}-b`];
  const visits: [string, string][] = [
    [first, '2001:db8:e2e::1'],
    [first, '2001:db8:e2e::1'],
    [second, '2001:db8:e2e::2'],
  ];
  for (const [visitor, phone] of visits) {
    expect((await hit(code, visitor, phone)).status).toBe(204);
  }
  await expect(async () => {
    await page.reload();
    await expect(card.locator('dt:text-is("Hits") + dd')).toHaveText('3', { timeout: allow(2_000) });
  }).toPass({ timeout: allow(30_000) });
  await expect(card.locator('dt:text-is("Unique visitors") + dd')).toHaveText('2');
  await expect(card.getByRole('img', { name: /Hits per day over the last 30 days: 3 in all/ })).toBeVisible();

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  // For French Excel: a byte order mark, ";" between cells, the day as dd/mm/yyyy, the accents intact.
  const csvBytes = await bytesOf(csv);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [year, month, day] = shopDay(new Date()).split('-');
  expect(csvBytes.toString('utf8')).toContain(`${code};${label};${day}/${month}/${year};3;2`);

  const [poster] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Poster of ${code} (PDF)` }).click(),
  ]);
  expect(poster.suggestedFilename()).toBe(`affiche-${code}.pdf`);
  const pdfBytes = await bytesOf(poster);
  const { width, height } = (await PDFDocument.load(pdfBytes)).getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  const image = await firstImage(pdfBytes);
  const decoded = jsQR(image.rgba, image.width, image.height);
  expect(decoded?.data).toBe(new URL(`/télécharger?ref=${code}`, brand.siteUrl).href);
});
