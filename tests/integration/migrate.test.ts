/**
 * npm run migrate on the running emulators: legacy feedback, products and orders (the seed's legacy-*
 * ones and this file's own, one of them stored before the sales summaries), a dry run that writes nothing, an applied run that fixes them with thumbnails made
 * by the upload pipeline, and a second applied run that finds nothing left to do.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { collections } from '@kasuwa/contract/collections';
import { feedbackSchema, productSchema } from '@kasuwa/contract/schemas';
import { stockIdOf } from '@kasuwa/contract/stock';
import { adminDb } from '../support/admin-app';
import { withTriggersPaused } from '../support/emulators';
import { eventually } from '../support/eventually';
import { saveLocalBlob } from '../support/local-blobs';

const migrateCli = join(__dirname, '..', '..', 'functions', 'tools', 'migrate.js');
const run = Date.now().toString(36);
const ids = {
  dated: `it-migrate-${run}-dated`,
  undated: `it-migrate-${run}-undated`,
  product: `it-migrate-${run}-product`,
  order: `it-migrate-${run}-order`,
  counted: `it-migrate-${run}-counted`,
};

interface Report {
  applied: boolean;
  collections: Record<
    string,
    { scanned: number; changed: number; kinds: Record<string, number>; flagged: { id: string; reason: string }[] }
  >;
}

/** The run's report; a run that exits 1 for documents it could not write still prints it, and the tests say which. */
async function migrate(...args: string[]): Promise<Report> {
  const stdout = await promisify(execFile)(process.execPath, [migrateCli, '--json', ...args], { timeout: 120_000 }).then(
    (done) => done.stdout,
    (error: { stdout?: string }) => {
      if (!error.stdout) throw error;
      return error.stdout;
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as Report;
}

const feedbackRef = (id: string) => adminDb.collection(collections.feedback).doc(id);
const productRef = adminDb.collection(collections.products).doc(ids.product);
const orderRef = adminDb.collection(collections.orders).doc(ids.order);

/** A feedback as stored before stampFeedbackListedAt: the trigger stamps it, then the stamp goes. */
async function legacyFeedback(id: string, data: Record<string, unknown>) {
  await feedbackRef(id).set({ feedbackType: 'bug', message: `Legacy ${id}`, ...data });
  await eventually(
    () => feedbackRef(id).get(),
    (snapshot) => snapshot.get('listedAt') !== undefined,
  );
  await feedbackRef(id).update({ listedAt: FieldValue.delete() });
}

const createdAt = Timestamp.fromMillis(Date.UTC(2024, 0, 20, 8));
let imageUrl = '';

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  imageUrl = await saveLocalBlob(`zzstoreImages/migrate-${run}.jpg-1`, jpeg, 'image/jpeg');
  await legacyFeedback(ids.dated, { createdAt });
  await legacyFeedback(ids.undated, {});
  await productRef.set({
    title: 'Produit ancien',
    price: 1500,
    images: [imageUrl],
    category: 'Maison',
    sizes: [],
    colors: [],
    description: 'Écrit par une ancienne version.',
    date: '2024-02-03',
  });
  // indexProductSearch answers the write with its search words: the run must not race it.
  await eventually(
    () => productRef.get(),
    (snapshot) => snapshot.get('searchWords') !== undefined,
  );
  // An old app's order: no createdAt, so the staff's list (newest first by createdAt) would never show it.
  // An order stored before the sales summaries: written while no trigger runs, so counted nowhere.
  await withTriggersPaused(() =>
    adminDb
      .collection(collections.orders)
      .doc(ids.counted)
      .set({
        userId: 'u-old-app',
        items: [{ productId: `it-migrate-${run}`, title: 'Produit ancien', price: 2_500, quantity: 3 }],
        total: 7_500,
        status: 'delivered',
        phone: '+227 96 11 22 33',
        deliveryAddress: 'Niamey',
        createdAt,
      }),
  );
  await orderRef.set({
    userId: 'u-old-app',
    items: [],
    total: 1500,
    status: 'delivered',
    phone: '+227',
    deliveryAddress: 'Niamey',
  });
});

afterAll(async () => {
  await Promise.all([
    feedbackRef(ids.dated).delete(),
    feedbackRef(ids.undated).delete(),
    productRef.delete(),
    orderRef.delete(),
    adminDb.collection(collections.orders).doc(ids.counted).delete(),
    adminDb.collection(collections.salesCounted).doc(ids.counted).delete(),
    adminDb.collection(collections.salesCounted).doc(ids.order).delete(),
    soldRef.delete(),
  ]);
});

/** This file's product sold in January 2024, as the best sellers read it. */
const soldRef = adminDb
  .collection(collections.salesVariantMonths)
  .doc(`2024-01_${stockIdOf({ productId: `it-migrate-${run}` })}`);

describe('npm run migrate', () => {
  it('dry run: reports per collection and kind, flags the undated feedback, writes nothing', async () => {
    const before = (await productRef.get()).updateTime!;
    const report = await migrate();
    expect(report.applied).toBe(false);
    const feedback = report.collections[collections.feedback]!;
    const products = report.collections[collections.products]!;
    expect(feedback.kinds['feedback listedAt from createdAt']).toBeGreaterThanOrEqual(2);
    expect(feedback.flagged).toEqual(
      expect.arrayContaining([{ id: ids.undated, reason: 'no createdAt: listed at its create time' }]),
    );
    // This file's product and the seed's two legacy ones.
    expect(products.kinds['product thumbnails made']).toBeGreaterThanOrEqual(3);
    expect(products.kinds['product date normalised']).toBeGreaterThanOrEqual(3);
    expect(report.collections[collections.orders]!.flagged).toEqual([
      { id: ids.order, reason: 'no createdAt: dated at its create time' },
    ]);
    expect((await feedbackRef(ids.dated).get()).get('listedAt')).toBeUndefined();
    expect((await productRef.get()).updateTime?.isEqual(before)).toBe(true);
    expect((await orderRef.get()).get('createdAt')).toBeUndefined();
    expect(report.collections[collections.salesDays]!.kinds['order counted in the sales']).toBeGreaterThanOrEqual(1);
    expect((await soldRef.get()).exists).toBe(false);
  });

  it('--apply fixes every legacy document, with thumbnails from the upload pipeline', async () => {
    const report = await migrate('--apply');
    expect(report.applied).toBe(true);
    for (const collection of Object.values(report.collections)) {
      expect(collection.flagged.filter(({ reason }) => reason.startsWith('not written'))).toEqual([]);
    }
    expect((await feedbackRef(ids.dated).get()).get('listedAt')).toEqual(createdAt);
    const undated = await feedbackRef(ids.undated).get();
    expect(undated.get('listedAt')).toEqual(undated.createTime);

    const order = await orderRef.get();
    expect(order.get('createdAt')).toEqual(order.createTime);
    // The order stored before the summaries counts on its day, in January 2024.
    expect((await soldRef.get()).data()).toMatchObject({ month: '2024-01', units: 3, amount: 7_500 });

    const product = (await productRef.get()).data()!;
    expect(product.date).toBe('Feb 3, 2024');
    expect((product.time as Timestamp).toMillis()).toBe(Date.UTC(2024, 1, 3, 12));
    expect(product.thumbnails).toHaveLength(1);
    const thumbnail = await fetch(product.thumbnails[0].w200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(200);

    // Everything the staff pages and the rules read now has today's shapes, the seed's legacy-* included.
    for (const [name, schema] of [
      [collections.products, productSchema],
      [collections.feedback, feedbackSchema],
    ] as const) {
      for (const document of (await adminDb.collection(name).get()).docs) {
        const result = schema.safeParse(document.data());
        expect({ id: document.id, issues: result.error?.issues ?? [] }).toEqual({ id: document.id, issues: [] });
        if (name === collections.feedback)
          expect({ id: document.id, listed: document.get('listedAt') !== undefined }).toEqual({ id: document.id, listed: true });
      }
    }
  });

  it('a second --apply finds nothing left to change', async () => {
    const report = await migrate('--apply');
    expect(Object.values(report.collections).map(({ changed }) => changed)).toEqual([0, 0, 0, 0]);
    expect((await soldRef.get()).get('units')).toBe(3);
  });
});
