import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { FieldValue } from 'firebase-admin/firestore';
import { blobFolders, collections } from '@kasuwa/contract/collections';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { productDate, uploadedImageSchema, type UploadedImage } from '@kasuwa/contract/schemas';
import { adminDb } from '../support/admin-app';
import { signedInClient } from '../support/client-app';
import { functionsOrigin, projectId } from '../support/emulators';
import { eventually } from '../support/eventually';
import { localBlobPaths, saveLocalBlob } from '../support/local-blobs';
import { seedAccounts } from '../support/seed-accounts';

const uploadUrl = `${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.uploadProductImage}`;
const run = Date.now().toString(36);
const productIds: string[] = [];

let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  const admin = await signedInClient(seedAccounts.admin.email, seedAccounts.admin.password);
  const customer = await signedInClient(seedAccounts.verifiedCustomer.email, seedAccounts.verifiedCustomer.password);
  [adminToken, customerToken] = await Promise.all([admin.user.getIdToken(), customer.user.getIdToken()]);
  await Promise.all([admin.close(), customer.close()]);
});
// Only this run's products; the seeded ones are never touched.
afterAll(() => Promise.all(productIds.map((id) => adminDb.collection(collections.products).doc(id).delete())));

async function upload(bytes: Buffer, filename: string, token: string | null = adminToken, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(uploadUrl, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function uploaded(bytes: Buffer, filename: string): Promise<UploadedImage> {
  const answer = await upload(bytes, filename);
  expect(answer.status).toBe(201);
  return uploadedImageSchema.parse(answer.body);
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  expect({ url, status: response.status }).toEqual({ url, status: 200 });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { type: response.headers.get('content-type'), metadata: await sharp(bytes).metadata() };
}

const statusOf = async (url: string) => (await fetch(url)).status;
const urlsOf = ({ url, thumbnails }: UploadedImage) => [url, thumbnails.w200, thumbnails.w400, thumbnails.w800];
const storedImages = () => localBlobPaths(blobFolders.productImages);

/** A refusal: the status, a clear `{ error }` with its code (uploadRefusals), and not one file more in the store. */
async function expectRefused(answer: Promise<{ status: number; body: unknown }>, status: number) {
  const before = (await storedImages()).length;
  const { status: actual, body } = await answer;
  expect({ status: actual, body }).toMatchObject({
    status,
    body: { error: expect.stringMatching(/\w{4}/), refusal: expect.stringMatching(/^[a-z-]+$/) },
  });
  expect(Object.keys(body as object).filter((key) => !['error', 'refusal', 'values'].includes(key))).toEqual([]);
  expect((await storedImages()).length).toBe(before);
}

/**
 * An upload without a token whose body arrives a few bytes a quarter of a second, as from a slow
 * phone or an attacker, until `finish` sends the rest.
 */
function slowAnonymousUpload() {
  const body = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  let answered = false;
  const request = httpRequest(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  const trickle = setInterval(() => {
    request.write(body.subarray(sent, sent + 16));
    sent += 16;
  }, 250);
  return {
    status,
    answered: () => answered,
    finish() {
      clearInterval(trickle);
      request.end(body.subarray(sent));
    },
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2571a' } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0b6e4f"/></svg>`,
      ),
    },
  ]);

describe('uploadProductImage on the emulators', () => {
  it('stores a phone JPEG upright without its EXIF and GPS, and WebP thumbnails 200, 400 and 800 px wide', async () => {
    const jpeg = await sharp(await photo(1600, 1200).jpeg().toBuffer())
      .jpeg()
      .withExif({ IFD0: { Make: 'KasuwaPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 30/1 45/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('KasuwaPhone');

    const image = await uploaded(jpeg, 'Boubou brodé.jpg');
    expect(image.url).toMatch(new RegExp(`/blobs/zzstoreImages/Boubou-brode-[0-9a-f]{10}\\.jpg-\\d{13}$`));
    const stored = await fetchImage(image.url);
    expect(stored.type).toBe('image/jpeg');
    expect([stored.metadata.format, stored.metadata.width, stored.metadata.height]).toEqual(['jpeg', 1600, 1200]);
    expect([stored.metadata.exif, stored.metadata.orientation]).toEqual([undefined, undefined]);
    for (const width of [200, 400, 800] as const) {
      const thumbnail = await fetchImage(image.thumbnails[`w${width}`]);
      expect(image.thumbnails[`w${width}`]).toContain(`/zzstoreImages/thumbnails/`);
      expect([thumbnail.type, thumbnail.metadata.width, thumbnail.metadata.height]).toEqual(['image/webp', width, width * 0.75]);
    }
  });

  it('stores a staff upload while ten anonymous bodies are still trickling in, then refuses those', async () => {
    const slowBodies = Array.from({ length: 10 }, () => slowAnonymousUpload());
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const image = await uploaded(await photo(400, 300).jpeg().toBuffer(), 'pendant-les-lents.jpg');
      expect(image.url).toContain('pendant-les-lents');
      expect(slowBodies.every((body) => !body.answered())).toBe(true);
    } finally {
      for (const body of slowBodies) body.finish();
    }
    expect(await Promise.all(slowBodies.map((body) => body.status))).toEqual(Array(10).fill(401));
  }, 60_000);

  it('keeps both of two uploads with the same name sent at the same moment, each with its own bytes', async () => {
    const colours = ['#d01010', '#1040d0'];
    const bytes = await Promise.all(
      colours.map((background) =>
        sharp({ create: { width: 400, height: 300, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const images = await Promise.all(bytes.map((file) => uploaded(file, 'pagne.jpg')));
    expect(new Set(images.flatMap(urlsOf)).size).toBe(8);
    const [red, blue] = await Promise.all(
      images.map(async ({ url }) => (await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).stats()).dominant),
    );
    expect(red!.r).toBeGreaterThan(red!.b);
    expect(blue!.b).toBeGreaterThan(blue!.r);
  });

  it('stores a PNG and a WebP as WebP, and never makes a thumbnail wider than the image', async () => {
    for (const [filename, bytes] of [
      ['étiquette.png', await photo(300, 200).png().toBuffer()],
      ['sac.webp', await photo(640, 480).webp().toBuffer()],
    ] as const) {
      const image = await uploaded(bytes, filename);
      const width = (await sharp(bytes).metadata()).width;
      expect(image.url).toMatch(/\.webp-\d{13}$/);
      const stored = await fetchImage(image.url);
      expect([stored.type, stored.metadata.format, stored.metadata.width]).toEqual(['image/webp', 'webp', width]);
      const widths = await Promise.all(
        Object.values(image.thumbnails).map(async (url) => (await fetchImage(url)).metadata.width),
      );
      expect(widths).toEqual([200, 400, 800].map((wanted) => Math.min(wanted, width)));
    }
  });

  it('refuses a text file named photo.jpg with 415', async () => {
    await expectRefused(upload(Buffer.from('Bonjour, je ne suis pas une photo.'), 'photo.jpg', adminToken, 'image/jpeg'), 415);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const oversize = Buffer.concat([await photo(100, 100).jpeg().toBuffer(), Buffer.alloc(10 * 1024 * 1024)]);
    await expectRefused(upload(oversize, 'grand.jpg'), 413);
  });

  it('refuses a small PNG that declares 20000×20000 pixels with 422', async () => {
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused(upload(bomb, 'bombe.png'), 422);
  });

  it('refuses a damaged JPEG with 422', async () => {
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    await expectRefused(upload(jpeg.subarray(0, jpeg.length / 2), 'coupe.jpg'), 422);
  });

  it('refuses a caller with no token (401), a forged token (401) and a customer (403)', async () => {
    const jpeg = await photo(100, 100).jpeg().toBuffer();
    await expectRefused(upload(jpeg, 'a.jpg', null), 401);
    await expectRefused(upload(jpeg, 'a.jpg', 'not-a-token'), 401);
    await expectRefused(upload(jpeg, 'a.jpg', customerToken), 403);
  });

  it("answers the store admin's CORS preflight, and no other origin's", async () => {
    const preflight = (origin: string) =>
      fetch(uploadUrl, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
      });
    const allowed = await preflight('http://127.0.0.1:5000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('product image clean-up on the emulators', () => {
  async function newProduct(label: string, images: UploadedImage[]) {
    const id = `it-${label}-${run}`;
    productIds.push(id);
    await adminDb
      .collection(collections.products)
      .doc(id)
      .set({
        title: `Test ${label}`,
        price: 12_500,
        images: images.map(({ url }) => url),
        thumbnails: images.map(({ thumbnails }) => thumbnails),
        category: 'Test',
        sizes: [],
        colors: [],
        description: 'Produit de test',
        time: FieldValue.serverTimestamp(),
        date: productDate(new Date()),
      });
    return adminDb.collection(collections.products).doc(id);
  }
  const allGone = async (urls: string[]) => (await Promise.all(urls.map(statusOf))).every((status) => status === 404);

  it('removes the images and thumbnails of a deleted product', async () => {
    const images = [
      await uploaded(await photo(900, 600).jpeg().toBuffer(), 'a.jpg'),
      await uploaded(await photo(600, 900).png().toBuffer(), 'b.png'),
    ];
    const product = await newProduct('deleted', images);
    const urls = images.flatMap(urlsOf);
    expect(await Promise.all(urls.map(statusOf))).toEqual(urls.map(() => 200));

    await product.delete();
    expect(await eventually(() => allGone(urls), Boolean)).toBe(true);
  });

  it('removes only the files of the image an update drops', async () => {
    const [kept, dropped] = [
      await uploaded(await photo(800, 800).jpeg().toBuffer(), 'garde.jpg'),
      await uploaded(await photo(700, 500).jpeg().toBuffer(), 'retire.jpg'),
    ] as const;
    const product = await newProduct('updated', [kept, dropped]);

    await product.update({ images: [kept.url], thumbnails: [kept.thumbnails], title: 'Test updated, one image' });
    expect(await eventually(() => allGone(urlsOf(dropped)), Boolean)).toBe(true);
    expect(await Promise.all(urlsOf(kept).map(statusOf))).toEqual([200, 200, 200, 200]);
  });

  it('leaves files outside zzstoreImages/ and URLs outside the store', async () => {
    const screenshot = await saveLocalBlob(
      `${blobFolders.feedbackScreenshots}/it-${run}/f-${run}.png`,
      await photo(50, 50).png().toBuffer(),
      'image/png',
    );
    const foreign = await newProduct('foreign', [
      { url: screenshot, thumbnails: { w200: screenshot, w400: screenshot, w800: screenshot } },
      { url: 'https://example.com/zzstoreImages/x.jpg', thumbnails: { w200: screenshot, w400: screenshot, w800: screenshot } },
    ]);
    const own = await uploaded(await photo(300, 300).jpeg().toBuffer(), 'c.jpg');
    const control = await newProduct('control', [own]);

    // Deleted first, so its trigger has had the longer time to (wrongly) remove anything.
    await foreign.delete();
    await control.delete();
    expect(await eventually(() => allGone(urlsOf(own)), Boolean)).toBe(true);
    expect(await statusOf(screenshot)).toBe(200);
  });
});
