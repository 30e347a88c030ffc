/**
 * Regenerates emulator-data/ from the definitions beside this file: images drawn by art/ and
 * rasterised with sharp into the local blob store layout, then Auth accounts and Firestore documents
 * written into fresh emulators (rules do not apply to the Admin SDK) and exported.
 * catalogue.json holds the seeded products, each drawn from a `kind` and a `palette`; `views` is how
 * many pictures it gets (the first is the main image).
 * Usage: npm run seed
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { cacheDir, repoRoot, seedBlobsDir, seedDir } from '../lib/paths.mjs';
import {
  blobFolders,
  collections,
  orderSubcollections,
  productImageLimits,
  searchKeys,
  customerKeyOf,
} from '../lib/contract.mjs';
import { emulatorEnvOrExit, runFirebase } from '../lib/emulators.mjs';
import { salesRecords } from '../lib/sales-records.mjs';
import { writeLocalBlob } from '../lib/local-blob-files.cjs';
import { productArt } from './art/products.mjs';
import { appScreenshotArt } from './art/screens.mjs';
import products from './catalogue.json' with { type: 'json' };
import { countedStock, deliveryZones, orders, posts, referralCampaigns, shopUsers } from './community.mjs';
import { orderDocument } from './order-documents.mjs';
import {
  campaignOrderDocs,
  heldUnitsDocs,
  orderCounterDocs,
  paymentReferenceDocs,
  stockDocs,
  trackingViewDocs,
} from './order-records.mjs';
import { hour, seedNow, timestamp } from './seed-clock.mjs';
import { feedback } from './feedback.mjs';
import { legacyFeedback, legacyProducts } from './legacy.mjs';
import accounts from './accounts.json' with { type: 'json' };

const envFile = await readFile(join(repoRoot, 'functions', '.env.local'), 'utf8');
const blobBaseUrl = /^LOCAL_BLOB_BASE_URL=(.+)$/m.exec(envFile)?.[1]?.trim();
if (!blobBaseUrl) throw new Error('functions/.env.local has no LOCAL_BLOB_BASE_URL');

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Writes a file in the local blob store's layout (functions/src/blobs/local-blob-store.ts). */
async function saveBlob(path, bytes, contentType) {
  await writeLocalBlob(seedBlobsDir, path, bytes, contentType);
  return `${blobBaseUrl}/${path}`;
}

async function productDocument(product, index) {
  const time = seedNow - index * 26 * hour;
  const images = [];
  const thumbnails = [];
  for (let view = 0; view < product.views; view += 1) {
    const name = `${product.id}-${view + 1}.jpg-${time}`;
    const svg = Buffer.from(productArt(product.kind, product.palette, view));
    const jpeg = await sharp(svg).resize(1200, 1200).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    images.push(await saveBlob(`${blobFolders.productImages}/${name}`, jpeg, 'image/jpeg'));
    if (product.legacy) continue;
    const set = {};
    for (const width of productImageLimits.thumbnailWidths) {
      const webp = await sharp(jpeg).resize({ width }).webp({ quality: 72 }).toBuffer();
      set[`w${width}`] = await saveBlob(`${blobFolders.productImages}/thumbnails/${name}-w${width}.webp`, webp, 'image/webp');
    }
    thumbnails.push(set);
  }
  const { id, title, price, category, sizes, colors, description } = product;
  if (product.legacy) return { id, data: { title, price, images, category, sizes, colors, description, ...product.legacy } };
  return {
    id,
    data: {
      title,
      price,
      images,
      thumbnails,
      category,
      sizes,
      colors,
      description,
      time: timestamp(time),
      date: shortDate.format(time),
      version: 1,
      // As indexProductSearch leaves a product: imported documents fire no trigger.
      searchWords: searchKeys({ title, category, description }),
    },
  };
}

/**
 * Records from old app versions have no createdAt; in the seed they predate every other record, as
 * they would in production. An hour apart each, so the staff list's order never rests on ties.
 */
const legacyFeedbackTime = seedNow - 400 * 24 * hour;

async function feedbackDocument(record, index) {
  const data = { feedbackType: record.feedbackType, message: record.message };
  if (record.userId) data.userId = record.userId;
  if (record.hoursAgo !== undefined) data.createdAt = timestamp(seedNow - record.hoursAgo * hour);
  // The staff list's sort key, as stampFeedbackListedAt writes it: imported documents fire no trigger.
  // Legacy records were stored before that function and have none (scripts/seed/legacy.mjs).
  if (!record.legacy) data.listedAt = data.createdAt ?? timestamp(legacyFeedbackTime - index * hour);
  if (record.screenshot) {
    const svg = Buffer.from(appScreenshotArt(record.screenshot.screen, record.screenshot.problem));
    const png = await sharp(svg).png({ palette: true }).toBuffer();
    data.screenshotUrl = await saveBlob(`feedbackScreenshots/${record.uploader}/${record.id}.png`, png, 'image/png');
  }
  return { id: record.id, data };
}

console.log('Drawing images…');
await rm(seedDir, { recursive: true, force: true });
await mkdir(seedBlobsDir, { recursive: true });

const productDocs = [];
for (const [index, product] of [...products, ...legacyProducts].entries())
  productDocs.push(await productDocument(product, index));
const feedbackDocs = [];
const legacyRecords = legacyFeedback.map(({ daysAgo, ...record }) => ({
  ...record,
  legacy: true,
  hoursAgo: daysAgo === undefined ? undefined : daysAgo * 24,
}));
for (const [index, record] of [...feedback, ...legacyRecords].entries()) feedbackDocs.push(await feedbackDocument(record, index));
const productsById = new Map(products.map((product) => [product.id, product]));
// Numbered in the order they were placed, from 1001 (community.mjs says why).
const orderDocs = orders.map((order, index) => orderDocument(order, productsById, 1001 + index));
const orderStock = stockDocs(countedStock, orderDocs, (productId) => productsById.get(productId).title, 2);
/** A document's times as Dates, as the sales' readers take them. */
const withDates = (data) =>
  Object.fromEntries(
    Object.entries(data).map(([field, value]) => [field, value?.$timestamp ? new Date(value.$timestamp) : value]),
  );
// As followOrder's sales effect leaves them: each day's sales of the seeded orders.
const seedSales = salesRecords(
  orderDocs.map(({ id, data }) => ({ id, data: withDates(data) })),
  [],
  seedNow,
  Object.fromEntries(Object.values(accounts).map((account) => [account.uid, account.email])),
  (date) => timestamp(date.getTime()),
);
const subcollections = (name, of) =>
  Object.fromEntries(
    orderDocs.filter((order) => of(order).length > 0).map((order) => [`${collections.orders}/${order.id}/${name}`, of(order)]),
  );

const plan = {
  accounts: Object.values(accounts),
  collections: {
    [collections.products]: productDocs,
    [collections.feedback]: feedbackDocs,
    [collections.profiles]: Object.values(accounts)
      .filter((account) => account.profile)
      .map((account) => ({ id: account.uid, data: { ...account.profile, email: account.email } })),
    [collections.shopUsers]: shopUsers.map(({ uid, ...fields }) => ({
      id: uid,
      data: { ...fields, createdAt: timestamp(seedNow - 90 * 24 * hour) },
    })),
    [collections.orders]: orderDocs.map(({ id, data }) => ({ id, data })),
    ...subcollections(orderSubcollections.statusChanges, ({ moves }) => moves),
    ...subcollections(orderSubcollections.paymentChanges, ({ payments }) => payments),
    [collections.tracking]: trackingViewDocs(orderDocs),
    [collections.counters]: orderCounterDocs(orderDocs),
    [collections.paymentReferences]: paymentReferenceDocs(orderDocs),
    [collections.heldUnits]: heldUnitsDocs(orderDocs),
    [collections.posts]: posts.map(({ id, hoursAgo, ...fields }) => ({
      id,
      data: { ...fields, createdAt: timestamp(seedNow - hoursAgo * hour) },
    })),
    [collections.deliveryZones]: deliveryZones.map(({ id, ...fields }) => ({
      id,
      data: { ...fields, active: true, updatedAt: timestamp(seedNow - 30 * 24 * hour) },
    })),
    // As setStock, markLowStock and the orders since leave them: imported documents fire no trigger.
    [collections.stock]: orderStock.stock,
    [collections.stockMovements]: orderStock.movements,
    // As followOrder's cash effect leaves them: the seeded orders delivered with nothing paid.
    [collections.unpaidDeliveries]: orderDocs
      .filter(({ data }) => data.status === 'delivered' && !data.payment)
      .map(({ id, data }) => ({
        id,
        data: { total: data.total, ...(data.number ? { number: data.number } : {}), deliveredAt: data.statusChangedAt },
      })),
    [collections.salesDays]: seedSales.salesDays,
    [collections.salesVariantMonths]: seedSales.salesVariantMonths,
    [collections.salesTrends]: seedSales.salesTrends,
    [collections.salesCounted]: seedSales.salesCounted,
    [collections.customers]: seedSales.customers,
    // What the seller noted of Awa Hamidou: the phone-order form and her orders show it.
    [collections.customerNotes]: [
      {
        id: 'seed-note-awa',
        data: {
          customerKey: customerKeyOf('+227 96 11 22 33'),
          text: 'Préfère être appelée après 17 h. Paie par Mobile Money.',
          by: accounts.seller.uid,
          byEmail: accounts.seller.email,
          at: timestamp(seedNow - 3 * 24 * hour),
        },
      },
    ],
    // As followOrder's campaign effect leaves them for the seeded orders that carry a campaign.
    [collections.campaignOrders]: campaignOrderDocs(orderDocs),
    [collections.referralCampaigns]: referralCampaigns.map(({ code, label, daysAgo }) => ({
      id: code,
      data: { code, label, createdBy: accounts.admin.uid, createdAt: timestamp(seedNow - daysAgo * 24 * hour) },
    })),
  },
};
await mkdir(cacheDir, { recursive: true });
const planFile = join(cacheDir, 'seed-plan.json');
await writeFile(planFile, JSON.stringify(plan, null, 2));

console.log('Writing accounts and documents into fresh emulators…');
const exportDir = await mkdtemp(join(cacheDir, 'seed-export-'));
const { done } = runFirebase(
  ['emulators:exec', '--only', 'auth,firestore', '--export-on-exit', exportDir, `node scripts/seed/write-seed.mjs ${planFile}`],
  { env: emulatorEnvOrExit(console.log) },
);
const code = await done;
if (code !== 0) throw new Error(`Writing the seed failed (exit code ${code})`);

for (const entry of ['auth_export', 'firestore_export', 'firebase-export-metadata.json']) {
  await rename(join(exportDir, entry), join(seedDir, entry));
}
await rm(exportDir, { recursive: true, force: true });
console.log(`Seed written to ${seedDir}`);
