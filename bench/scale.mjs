/**
 * What each staff page and /boutique cost to open, on the seed and then on a year of a real shop
 * (npm run seed:year's defaults: 100,000 orders, 50,000 customers, 5,000 products…). Run inside
 * `firebase emulators:exec` with the seed imported, once per mode on a fresh stack (npm run bench does):
 *   node bench/scale.mjs seed                 the seed as it is
 *   node bench/scale.mjs year [seed:year flags] the year loaded first, before any page listens (the
 *                                             emulator slows down badly when writes meet open listeners)
 * For each screen: documents read (the web's read meter, `globalThis.kasuwaReads`, aggregations
 * apart), bytes from Firestore and the functions, and the time from navigation to its first rows;
 * and getReferralStats over 90 days, timed: a view of the referrals page, and every campaign. Writes
 * bench/results/scale-<mode>.json, then scale.md from both. Budgets (issue 20): ≤ 100 documents, ≤ 300 KB of data, first rows ≤ 2 s.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumOfflineArgs, chromiumPath } from '../tests/e2e/chromium-path.mjs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { collections as shopCollections, shopDay } from '../scripts/lib/contract.mjs';
import { admin, origin, signedInContext } from './staff-session.mjs';

const accounts = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'seed', 'accounts.json'), 'utf8'),
);

const here = dirname(fileURLToPath(import.meta.url));
const budgets = { documents: 100, dataKb: 300, firstRowsMs: 2000 };
/** Reads of aggregation queries: counted apart, as the issue's budget leaves them out. */
const aggregationSources = new Set(['sales', 'order count', 'new orders count', 'product count']);

if (!process.env.FIRESTORE_EMULATOR_HOST?.startsWith('127.0.0.1:')) {
  console.error('FIRESTORE_EMULATOR_HOST is not a local emulator: run this through firebase emulators:exec.');
  process.exit(1);
}

const screens = [
  {
    name: 'Products',
    path: '/store',
    served: 'products',
    ready: (page) => page.locator('.product-card, .store-table tbody tr').first(),
  },
  {
    name: 'Orders',
    path: '/store/orders',
    served: 'orders',
    ready: (page) => page.getByRole('list', { name: 'Orders, newest first' }).getByRole('article').first(),
  },
  {
    name: 'One order',
    path: '/store/orders/order-1002',
    served: 'order',
    ready: (page) => page.getByRole('region', { name: 'Customer', exact: true }),
  },
  {
    name: 'Users',
    path: '/store/users',
    served: 'shop users',
    ready: (page) => page.locator('.store-table tbody tr').first(),
  },
  {
    name: 'Posts',
    path: '/store/posts',
    served: 'posts',
    ready: (page) => page.getByRole('list', { name: 'Posts, newest first' }).getByRole('article').first(),
  },
  {
    name: 'Staff',
    path: '/store/staff',
    ready: (page) => page.getByRole('table', { name: 'Staff accounts, by email' }).locator('tbody tr').first(),
  },
  { name: 'Feedback', path: '/admin-feedback', ready: (page) => page.locator('tbody tr').first() },
  // Cash and returns (issue 35): everyone's cash in hand, the close form and the closes; the returns;
  // yesterday's close of the riders' cash by the manager (the year has one; the seed says there is none).
  {
    name: 'Cash in hand',
    path: '/store/cash',
    ready: (page) => page.getByRole('form', { name: 'Close the day' }).getByText(/expected$/),
  },
  {
    name: 'A close sheet',
    path: `/store/cash/closes/${shopDay(new Date(Date.now() - 86_400_000))}_${accounts.manager.uid}`,
    ready: (page) => page.getByRole('article').or(page.getByText('There is no such close.')),
  },
  {
    name: 'Returns',
    path: '/store/returns',
    ready: (page) =>
      page
        .getByRole('region', { name: 'Returns, newest first' })
        .locator('tbody tr')
        .first()
        .or(page.getByText('No return yet.')),
  },
  // The sales of the last 30 days (issue 36): a summary a day, the year's trend, the month's best sellers.
  {
    name: 'Reports, 30 days',
    path: '/store/reports',
    ready: (page) => page.getByRole('table', { name: 'Sales per day' }).or(page.getByText('No sale in this period.')),
  },
  // A customer's record (issue 36): the figures, the latest and first orders, who ordered, the notes.
  {
    name: 'A customer',
    path: () => `/store/customers/${busiestCustomer}`,
    ready: (page) => page.getByRole('table', { name: /^Latest orders: / }),
  },
  // A customer's tracking link (issue 36): one function answer, made from one document.
  {
    name: '/suivi (a customer)',
    path: () => `/suivi/${trackingToken}`,
    customer: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: /^Commande/ }),
  },
  // The first view of the statistics sums each closed day's shards into roll-ups; later views read those.
  {
    name: 'Referrals, first view',
    path: '/store/referrals',
    timeoutMs: 600_000,
    ready: (page) => page.getByRole('list', { name: 'Campaigns, by code' }).getByRole('article').first(),
  },
  {
    name: 'Referrals',
    path: '/store/referrals',
    timeoutMs: 600_000,
    ready: (page) => page.getByRole('list', { name: 'Campaigns, by code' }).getByRole('article').first(),
  },
  // The first visit builds the catalogue when the year was loaded with triggers paused; later ones read its version.
  ...['/boutique (a customer)', '/boutique, another visit'].map((name) => ({
    name,
    path: '/boutique',
    customer: true,
    ready: (page) => page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first(),
  })),
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Firestore's cache on the phone (IndexedDB) emptied: each screen is measured as opened first, as the
 * bill counts it. Otherwise a screen would show documents an earlier screen left in the cache, and its
 * listener, new to the server, is billed for them all the same without the page's meter seeing them.
 */
async function withoutFirestoreCache(page) {
  await page.goto(`${origin}/robots.txt`);
  const left = await page.evaluate(async () => {
    const bases = (await globalThis.indexedDB.databases()).filter(({ name }) => name?.startsWith('firestore/'));
    const deleted = bases.map(
      ({ name }) =>
        new Promise((resolve) => {
          const request = globalThis.indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve(null);
          request.onerror = () => resolve(name);
          request.onblocked = () => resolve(name);
        }),
    );
    return (await Promise.all(deleted)).filter(Boolean);
  });
  if (left.length > 0) throw new Error(`Firestore's cache is still open in another tab: ${left.join(', ')}`);
}

/** One screen opened in a new tab, with nothing in Firestore's cache: its reads, its data bytes, its time to first rows. */
async function open(context, screen) {
  const page = await context.newPage();
  await withoutFirestoreCache(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const dataRequests = new Set();
  let dataBytes = 0;
  let functionReads = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    // Firestore, the callables, the catalogue and the tracking page; not the pictures the blobs function serves.
    const served = request.url.includes('/api/catalogue') || request.url.includes('/suivi/');
    if ((/:(8080|5001)\//.test(request.url) && !request.url.includes('/blobs/')) || served) {
      dataRequests.add(requestId);
    }
  });
  // The catalogue function reads for the page, server side: it says how many documents in its answer.
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const reads = Number(response.headers['x-firestore-reads'] ?? response.headers['X-Firestore-Reads']);
    if (dataRequests.has(requestId) && Number.isFinite(reads)) functionReads += reads;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    if (dataRequests.has(requestId)) dataBytes += dataLength;
  });
  const path = typeof screen.path === 'function' ? screen.path() : screen.path;
  const started = Date.now();
  await page.goto(`${origin}${path}`);
  let firstRowsMs = null;
  const timeout = screen.timeoutMs ?? 120_000;
  try {
    await screen.ready(page).waitFor({ timeout });
    // A live list shows what the cache holds first (an order the menu's badge read): its rows are the server's answer.
    if (screen.served) {
      await page.waitForFunction((source) => (globalThis.kasuwaReads?.bySource[source] ?? 0) > 0, screen.served, {
        timeout,
      });
    }
    firstRowsMs = Date.now() - started;
  } catch {
    // Reported as not shown: the row says so.
  }
  // Listeners keep their channels open: the screen has settled once its reads stop for five seconds (the emulator
  // answers the customers and the sales of the orders screen seconds after its rows on a year of data).
  const meter = () => page.evaluate(() => globalThis.kasuwaReads ?? { documents: 0, bySource: {} });
  let last = await meter();
  for (let quiet = 0, waited = 0; quiet < 5000 && waited < 60_000; waited += 250) {
    await sleep(250);
    const now = await meter();
    quiet = now.documents === last.documents ? quiet + 250 : 0;
    last = now;
  }
  await page.close();
  const aggregations = Object.entries(last.bySource)
    .filter(([source]) => aggregationSources.has(source))
    .reduce((sum, [, reads]) => sum + reads, 0);
  return {
    screen: screen.name,
    path,
    documents: last.documents - aggregations + functionReads,
    aggregationReads: aggregations,
    bySource: last.bySource,
    dataKb: Math.round(dataBytes / 102.4) / 10,
    firstRowsMs,
  };
}

async function measure(browser, label) {
  const staff = await signedInContext(browser);
  const customer = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const rows = [];
  for (const screen of screens) {
    const row = await open(screen.customer ? customer : staff, screen);
    console.log(`${label}: ${JSON.stringify(row)}`);
    rows.push(row);
  }
  await staff.close();
  await customer.close();
  return rows;
}

/**
 * getReferralStats over the last 90 days, timed: a view of the referrals page (its first page of 50
 * campaigns with the unregistered codes) and every page of campaigns, as the CSV export reads them.
 */
async function referralStatsTimes() {
  const auth = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`;
  const signIn = await fetch(auth, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password, returnSecureToken: true }),
  });
  const { idToken } = await signIn.json();
  const to = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const call = async (data) => {
    const response = await fetch('http://127.0.0.1:5001/demo-kasuwa/europe-west1/getReferralStats', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: { from, to, ...data } }),
    });
    const { result, error } = await response.json();
    if (error) throw new Error(`getReferralStats: ${JSON.stringify(error)}`);
    return result;
  };
  const timed = async (read) => {
    const started = performance.now();
    const keys = await read();
    return { keys, ms: Math.round(performance.now() - started) };
  };
  const view = () =>
    timed(async () => {
      const { codes, unregistered } = await call({ pageSize: 50 });
      return codes.length + (unregistered ? 1 : 0);
    });
  const everyPage = () =>
    timed(async () => {
      let keys = 0;
      let pageToken;
      do {
        const result = await call({ pageSize: 50, ...(pageToken && { pageToken }) });
        keys += result.codes.length;
        pageToken = result.nextPageToken;
      } while (pageToken);
      return keys;
    });
  return { days: 90, view: await view(), viewAgain: await view(), everyPage: await everyPage() };
}

const [mode, ...yearArgs] = process.argv.slice(2);
if (mode !== 'seed' && mode !== 'year') {
  console.error('Usage: node bench/scale.mjs <seed|year> [seed:year flags]');
  process.exit(2);
}
if (mode === 'year') {
  console.log('Loading a year (npm run seed:year) before any page listens…');
  const loaded = spawnSync(process.execPath, [join(here, '..', 'scripts', 'seed-year.mjs'), ...yearArgs], { stdio: 'inherit' });
  if (loaded.status !== 0) throw new Error('seed:year failed');
}
/**
 * A seeded order's tracking link: the seed's orders were imported before links, so the bench gives one
 * a link as a migration would, and followOrder's tracking effect makes its view. After the year's loading the
 * functions emulator reloads its triggers and may not run them for a while: then the view is written
 * here as the trigger writes a placed order's (the page's cost is one read of it, whatever the year holds).
 */
async function trackedOrderToken(orderId) {
  const db = getFirestore(initializeApp({ projectId: 'demo-kasuwa' }, 'scale-tracking'));
  const order = db.collection(shopCollections.orders).doc(orderId);
  const token = randomBytes(16).toString('base64url');
  const view = db.collection(shopCollections.tracking).doc(token);
  await order.update({ trackingToken: token });
  for (let waited = 0; waited < 20_000; waited += 500) {
    if ((await view.get()).exists) return token;
    await sleep(500);
  }
  const stored = (await order.get()).data();
  await view.set({
    number: stored.number ?? null,
    status: 'new',
    steps: [{ status: 'new', at: stored.createdAt }],
    total: stored.total,
    due: stored.total,
    riderName: null,
    expiresAt: null,
  });
  console.log(`No trigger made the view of ${orderId}'s link in 20 s: the bench wrote it.`);
  return token;
}

const trackingToken = await trackedOrderToken('order-1002');

/** The customer with the most orders: on a year, one with orders over months; on the seed, one of its shoppers. */
async function busiestCustomerKey() {
  const db = getFirestore(initializeApp({ projectId: 'demo-kasuwa' }, 'scale-customers'));
  const busiest = await db.collection(shopCollections.customers).orderBy('orders', 'desc').limit(1).get();
  if (busiest.empty) throw new Error('No customer record: was the seed imported?');
  return busiest.docs[0].id;
}
const busiestCustomer = await busiestCustomerKey();

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumOfflineArgs });
let rows;
try {
  rows = await measure(browser, mode);
} finally {
  await browser.close();
}
// After the screens: the referrals page has made the roll-ups by then, so this is a later view's cost.
const stats = await referralStatsTimes();
console.log(`${mode}: getReferralStats ${JSON.stringify(stats)}`);
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(
  join(here, 'results', `scale-${mode}.json`),
  `${JSON.stringify({ budgets, yearArgs, referralStats: stats, screens: rows }, null, 2)}\n`,
);

const within = (value, budget) => (value === null ? 'not shown' : value <= budget ? `${value}` : `**${value}**`);
const table = (screens) =>
  '| screen | documents | aggregation reads | data KB | first rows ms |\n| --- | ---: | ---: | ---: | ---: |\n' +
  screens
    .map(
      (row) =>
        `| ${row.screen} (\`${row.path}\`) | ${within(row.documents, budgets.documents)} | ${row.aggregationReads} | ` +
        `${within(row.dataKb, budgets.dataKb)} | ${within(row.firstRowsMs, budgets.firstRowsMs)} |`,
    )
    .join('\n');
const statsLine = ({ referralStats: { days, view, viewAgain, everyPage } }) =>
  `getReferralStats over ${days} days, after the referrals page's views: a view (${view.keys} keys: a page of campaigns ` +
  `and the unregistered codes) ${view.ms} ms, then ${viewAgain.ms} ms; every page of campaigns (${everyPage.keys} keys, ` +
  `as the CSV export reads them) ${everyPage.ms} ms.`;
const section = async (name, title) => {
  const result = JSON.parse(await readFile(join(here, 'results', `scale-${name}.json`), 'utf8').catch(() => 'null'));
  return result
    ? `## ${title}${result.yearArgs.length ? ` (${result.yearArgs.join(' ')})` : ''}\n\n${table(result.screens)}\n\n${statsLine(result)}\n`
    : '';
};
await writeFile(
  join(here, 'results', 'scale.md'),
  `# Scale: each screen on the seed and on a year\n\nMade by \`npm run bench\` (bench/scale.mjs) on the emulators, a fresh stack for each: ` +
    `each screen opened in a new tab, signed in as staff (/boutique as a customer). Documents are what the web's read meter ` +
    `counted until the screen settled (aggregation reads apart; the new-order badge of the store's menu is in each store ` +
    `page's count); data is what came from Firestore and the functions; first rows is from navigation to the first row ` +
    `shown. In **bold**: over the budget (${budgets.documents} documents, ${budgets.dataKb} KB, ${budgets.firstRowsMs} ms). ` +
    `The functions' own reads (getReferralStats, listStaff) are not in the browser's meter; /boutique's are the ` +
    `catalogue function's, which it reports with each answer (under the emulators it checks for changes at every ` +
    `request; deployed, once per 15 s per instance, behind Hosting's 30 s cache).\n\n` +
    (await section('seed', 'The seed')) +
    '\n' +
    (await section('year', 'A year (npm run seed:year)')),
);
console.log('Wrote bench/results/scale.md');
