/**
 * npm run seed:year -- [--orders N] [--users N] [--products N] [--feedback N] [--posts N] [--campaigns N] [--campaign-days N]
 * Loads a year of a real shop into the running emulators (`npm start` in another terminal): by default
 * 100,000 orders over 365 days in every status (delivered ones paid, run, handed over, closed and now
 * and then returned: scripts/year/cash.mjs) with each day’s sales (scripts/lib/sales-records.mjs), 50,000 shop users, 5,000 products with sizes and
 * colours, 200,000 feedback records, 20,000 posts, 300 campaigns with 90 days of referral counters.
 * The same documents every time for the same sizes (scripts/year/documents.mjs), dated back from
 * now. The function triggers are paused while it writes (the Emulator Hub), as they would otherwise
 * run once per document; the documents are written as those triggers would have left them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { collections, searchKeys, shopDay } from './lib/contract.mjs';
import { projectId, repoRoot } from './lib/paths.mjs';
import { cashRecords } from './year/cash.mjs';
import { salesRecords } from './lib/sales-records.mjs';
import * as year from './year/documents.mjs';

const firebaseConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
const accounts = JSON.parse(readFileSync(join(repoRoot, 'scripts', 'seed', 'accounts.json'), 'utf8'));
const hostOf = (name) => `${firebaseConfig.emulators[name].host}:${firebaseConfig.emulators[name].port}`;

function sizesFrom(argv) {
  const options = Object.fromEntries(
    ['orders', 'users', 'products', 'feedback', 'posts', 'campaigns', 'campaign-days'].map((name) => [name, { type: 'string' }]),
  );
  const { values } = parseArgs({ args: argv, options, strict: true });
  const sizes = { ...year.defaultSizes };
  for (const [name, value] of Object.entries(values)) {
    const number = Number(value);
    const key = name === 'campaign-days' ? 'campaignDays' : name;
    if (!Number.isInteger(number) || number < 0 || number > year.defaultSizes[key] * 10) {
      throw new Error(`--${name} takes a whole number from 0 to ${year.defaultSizes[key] * 10}, not "${value}".`);
    }
    sizes[key] = number;
  }
  if (sizes.orders > 0 && (sizes.products === 0 || sizes.users === 0)) throw new Error('Orders need products and users.');
  return sizes;
}

let sizes;
try {
  sizes = sizesFrom(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const hub = `http://${hostOf('hub')}`;
const up = await fetch(`http://${hostOf('firestore')}/`).then(
  (response) => response.ok,
  () => false,
);
if (!up) {
  console.error(
    `The Firestore emulator is not running at ${hostOf('firestore')}: start it with \`npm start\`, then run this again.`,
  );
  process.exit(1);
}

process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
const { initializeApp, deleteApp } = await import('firebase-admin/app');
const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId });
const db = getFirestore(app);

/** A document's numbers as increments, at any depth. */
function increments(value) {
  if (typeof value === 'number') return FieldValue.increment(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, increments(inner)]));
}

async function triggers(action) {
  const response = await fetch(`${hub}/functions/${action}BackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The Emulator Hub refused to ${action} the triggers: ${response.status}`);
}

/** Writes every document of a generator, as fast as the emulator takes them (merged into any there with `merge`). */
async function load(what, collection, documents, { merge = false } = {}) {
  const started = performance.now();
  const writer = db.bulkWriter({ throttling: false });
  let failed = 0;
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failed += 1;
    return false;
  });
  let written = 0;
  for (const { id, data } of documents) {
    void writer.set(db.collection(collection).doc(id), data, { merge }).catch(() => undefined);
    written += 1;
    // A bounded queue: the generator runs no further ahead of the emulator than this.
    if (written % 5_000 === 0) await writer.flush();
    if (written % 50_000 === 0) console.log(`  ${what}: ${written.toLocaleString('en')}…`);
  }
  await writer.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${what}: ${written.toLocaleString('en')} in ${seconds.toFixed(1)} s${failed ? `, ${failed} FAILED` : ''}`);
  if (failed) throw new Error(`${failed} ${what} could not be written.`);
}

/** Deletes every document of a collection (a small one: roll-ups, a document a day). */
async function clear(collection) {
  const writer = db.bulkWriter();
  for (const document of (await db.collection(collection).select().get()).docs) void writer.delete(document.ref);
  await writer.close();
}

/** The seed's own pictures (with their thumbnails), which the year's products show by turns. */
async function seedPictures() {
  const seeded = await db.collection(collections.products).where('version', '==', 1).limit(20).get();
  const pictures = seeded.docs
    .map((product) => product.data())
    .filter((product) => Array.isArray(product.thumbnails) && product.thumbnails.length === product.images?.length)
    .map(({ images, thumbnails }) => ({ images, thumbnails }));
  if (pictures.length === 0)
    throw new Error('The seed has no product with thumbnails to borrow pictures from: is this the seeded stack?');
  return pictures;
}

/** Products as indexProductSearch would have left them. */
function* withSearchWords(products) {
  for (const { id, data } of products) yield { id, data: { ...data, searchWords: searchKeys(data) } };
}

/**
 * Asks the catalogue once, so that it is built now from the products loaded (as its trigger would have
 * kept it), not by the first visitor of /boutique or /store, who would wait seconds for it.
 */
async function buildCatalogue() {
  const url = `http://${hostOf('hosting')}/api/catalogue?page=1`;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    if (!answer.ok) throw new Error(`${answer.status} ${answer.statusText}`);
    console.log(`catalogue: built (${answer.headers.get('x-firestore-reads')} reads)`);
  } catch (error) {
    console.log(`catalogue: not built now (${error.message} from ${url}); the first visit of /boutique builds it.`);
  }
}

/** The seeded team who deliver, sell at the counter and close the riders' cash. */
const staff = { rider: accounts.rider.uid, seller: accounts.seller.uid, manager: accounts.manager.uid };
const now = Date.now();
const started = performance.now();
console.log(`Loading a year into the emulators: ${JSON.stringify(sizes)}`);
await triggers('disable');
try {
  await load('products', collections.products, withSearchWords(year.products(sizes.products, await seedPictures(), now)));
  // Their catalogue trigger did not run: without its version, the catalogue function builds it whole when next asked.
  await db.collection(collections.catalogue).doc('version').delete();
  await load('shop users', collections.shopUsers, year.shopUsers(sizes.users, now));
  await load('orders', collections.orders, year.orders(sizes.orders, sizes, now, staff));
  // What followOrder's cash effect, receiveCash, the closes and the returns would have left beside the orders.
  const cash = cashRecords(year.orders(sizes.orders, sizes, now, staff), staff, now);
  for (const [name, documents] of Object.entries(cash)) await load(name, collections[name], documents);
  // What followOrder's sales effect and the refunds would have left: each day's sales, the years' trends.
  // Their figures are added to the days' figures already there (the seed's own orders), as increments.
  const { salesDays, salesVariantMonths, salesTrends, salesCounted, customers } = salesRecords(
    year.orders(sizes.orders, sizes, now, staff),
    cash.orderReturns,
    now,
    Object.fromEntries(Object.values(accounts).map((account) => [account.uid, account.email])),
  );
  const added = (documents) => documents.map(({ id, data }) => ({ id, data: increments(data) }));
  await load('sales days', collections.salesDays, added(salesDays), { merge: true });
  await load('sales of variants', collections.salesVariantMonths, added(salesVariantMonths), { merge: true });
  await load('sales trends', collections.salesTrends, added(salesTrends), { merge: true });
  await load('sales counted', collections.salesCounted, salesCounted);
  await load('customer records', collections.customers, added(customers), { merge: true });
  await load('feedback', collections.feedback, year.feedback(sizes.feedback, sizes, now));
  await load('posts', collections.posts, year.posts(sizes.posts, sizes, now));
  await load('campaigns', collections.referralCampaigns, year.campaigns(sizes.campaigns, accounts.admin.uid, now));
  // Closed days' roll-ups are summed once and never again: those of the days loaded must be made anew.
  await clear(collections.referralRollups);
  await load(
    'referral shards',
    collections.referralShards,
    year.referralShards(sizes.campaigns, sizes.campaignDays, shopDay(new Date(now))),
  );
} finally {
  await triggers('enable');
  await deleteApp(app);
}
await buildCatalogue();
console.log(
  `A year loaded in ${((performance.now() - started) / 1000).toFixed(0)} s. Sign in at http://${hostOf('hosting')}/admin-login as ${accounts.admin.email}.`,
);
