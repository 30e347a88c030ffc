import sharp from 'sharp';
import { collections } from '@kasuwa/contract/collections';
import { functionsRegion } from '@kasuwa/contract/functions';
import { adminDb } from '../support/admin-app';
import { functionsOrigin, projectId } from '../support/emulators';
import seedCatalogue from '../../scripts/seed/catalogue.json';

const blobsUrl = `${functionsOrigin}/${projectId}/${functionsRegion}/blobs`;

async function fetchImage(url: string) {
  const response = await fetch(url);
  expect({ url, status: response.status }).toEqual({ url, status: 200 });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { type: response.headers.get('content-type'), metadata: await sharp(bytes).metadata() };
}

describe('the local blob store served by the blobs function', () => {
  it('serves every seeded product image and its thumbnails from the first start', async () => {
    // Only the seed's products: files running beside this one write products of their own (cdn.test
    // images, thumbnails still being made). The seed's legacy-… products have no thumbnails until
    // npm run migrate makes them (migrate.test.ts), which may run before or after this file.
    const seededIds = new Set(seedCatalogue.map(({ id }) => id));
    const products = (await adminDb.collection(collections.products).get()).docs
      .filter((document) =>
        document.id.startsWith('legacy-') ? Array.isArray(document.get('thumbnails')) : seededIds.has(document.id),
      )
      .map((document) => document.data());
    expect(products.length).toBeGreaterThanOrEqual(seededIds.size);
    for (const product of products) {
      for (const [index, url] of (product.images as string[]).entries()) {
        expect(url.startsWith(`${blobsUrl}/zzstoreImages/`)).toBe(true);
        const image = await fetchImage(url);
        expect(image.type).toBe('image/jpeg');
        expect(image.metadata.format).toBe('jpeg');
        for (const width of [200, 400, 800]) {
          const thumbnail = await fetchImage(product.thumbnails[index][`w${width}`]);
          expect(thumbnail.type).toBe('image/webp');
          expect(thumbnail.metadata.width).toBe(width);
        }
      }
    }
  });

  it('serves the seeded feedback screenshots', async () => {
    const withScreenshots = await adminDb.collection(collections.feedback).where('screenshotUrl', '!=', null).get();
    expect(withScreenshots.size).toBeGreaterThan(0);
    for (const document of withScreenshots.docs) {
      const image = await fetchImage(document.get('screenshotUrl'));
      expect(image.metadata.format).toBe('png');
    }
  });

  it('answers 404 for a missing file and 400 for a path that tries to leave the store', async () => {
    expect((await fetch(`${blobsUrl}/zzstoreImages/missing.jpg`)).status).toBe(404);
    expect((await fetch(`${blobsUrl}/..%2F..%2Ffunctions%2F.env.local`)).status).toBe(400);
  });
});
