import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { uploadedImageSchema } from '@kasuwa/contract/schemas';
import { twelveMegapixelPhoto } from './helpers/phone-photo.mjs';
import { openStore, progressBarValues, recordProgressBars } from './helpers/store-products';
import { allow } from './helpers/under-load';

/** A seller's phone: the photos go up from the product form at 360 px. */
test.use({ viewport: { width: 360, height: 740 } });

const isUpload = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/product-images';

async function openAddProduct(page: Page) {
  await openStore(page);
  await page.goto('/store/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
}

async function pictureOf(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

test('a 12 MP photo goes up as about 300 KB, upright at 1,600 px, with the bytes saved shown, and its thumbnails are made', async ({
  page,
}) => {
  // The first upload of an emulator session starts the upload function's worker, which takes seconds.
  test.setTimeout(allow(60_000));
  const photo = await twelveMegapixelPhoto();
  expect(photo.buffer.length).toBeGreaterThan(5 * 1024 * 1024);
  await openAddProduct(page);

  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (isUpload(request)) uploads.push(request);
  });
  const answered = page.waitForResponse((response) => isUpload(response.request()), { timeout: allow(30_000) });
  await recordProgressBars(page);
  await page.getByLabel('Select images').setInputFiles([photo]);
  const response = await answered;
  expect(response.status()).toBe(201);
  const image = uploadedImageSchema.parse(await response.json());

  // The upload's bytes, multipart frame included, as the browser's network stack sent them (the raw
  // headers' Content-Length: Playwright keeps no copy of a body made from a Blob): about 300 KB of
  // the 5.5 MB taken, in one request.
  expect(uploads).toHaveLength(1);
  const sent = Number((await response.request().allHeaders())['content-length']);
  expect(sent).toBeLessThanOrEqual(400 * 1024);
  expect(sent).toBeGreaterThan(100 * 1024);
  const item = page.getByRole('listitem').filter({ hasText: photo.name });
  await expect(item).toContainText('Uploaded');
  await expect(item.getByText(/^5\.\d MB → \d{3} KB$/)).toBeVisible();
  // One bar, named after the photo taken: no share while the photo was made lighter, then the upload's.
  const shown = (await progressBarValues(page))[photo.name];
  expect(shown?.slice(0, 2)).toEqual(['none', '0']);
  expect(shown?.at(-1)).toBe('100');

  // Stored upright (the EXIF turn applied in the browser: the canvas keeps no EXIF for the server to
  // read), at 1,600 px on the long side, as the WebP that went up.
  expect(image.url).toMatch(/\/blobs\/zzstoreImages\/20261206_101500-[0-9a-f]{10}\.webp-\d+$/);
  const stored = await pictureOf(image.url);
  expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1200, 1600]);
  for (const [width, url] of [
    [200, image.thumbnails.w200],
    [400, image.thumbnails.w400],
    [800, image.thumbnails.w800],
  ] as const) {
    const thumbnail = await pictureOf(url);
    expect([thumbnail.format, thumbnail.width]).toEqual(['webp', width]);
    // Upright too: 4 high for 3 wide, to the pixel sharp rounds to.
    expect(Math.abs((thumbnail.height ?? 0) - (width * 4) / 3)).toBeLessThan(1);
  }
});

test('a HEIC photo the browser cannot open is not sent: the seller is told what to do', async ({ page }) => {
  await openAddProduct(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isUpload(request)) sent.push(request.url());
  });
  // The start of a HEIC file (its ftyp box) and no picture: Chromium has no HEIC decoder anyway.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(2000)]);
  await page.getByLabel('Select images').setInputFiles([{ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic }]);
  await expect(page.getByRole('listitem').filter({ hasText: 'IMG_0042.HEIC' }).getByRole('alert')).toHaveText(
    'This browser cannot open HEIC photos. On the phone, set the camera to save photos as JPEG (“Most compatible”), or send a screenshot of the photo.',
  );
  expect(sent).toEqual([]);
  await expect(page.getByRole('button', { name: 'Retry IMG_0042.HEIC' })).toHaveCount(0);
});
