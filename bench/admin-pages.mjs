/**
 * The staff pages' budgets (design.md section 7 and issue 5), run inside `firebase emulators:exec` with
 * the seed imported and the Hosting emulator serving web/dist:
 *   node bench/admin-pages.mjs store      bytes the store dashboard loads with 50 products
 *   node bench/admin-pages.mjs feedback   time to the feedback admin's first page with 10,000 records
 *   node bench/admin-pages.mjs run        what a rider's phone loads from the login page to their run
 * Each writes bench/results/admin-<name>.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../scripts/lib/contract.mjs';
import { chromiumOfflineArgs, fullChromiumPath } from '../tests/e2e/chromium-path.mjs';
import { origin, rider, signedInContext } from './staff-session.mjs';

const here = dirname(fileURLToPath(import.meta.url));

if (!process.env.FIRESTORE_EMULATOR_HOST?.startsWith('127.0.0.1:')) {
  console.error('FIRESTORE_EMULATOR_HOST is not a local emulator: run this through firebase emulators:exec.');
  process.exit(1);
}
const db = getFirestore(initializeApp({ projectId: 'demo-kasuwa' }));

/**
 * The catalogue grown to 50 products by copying the seeded ones (their images exist in the blob store).
 * The seed's legacy products are left out: without a `time` they wait for `npm run migrate` to be listed.
 */
async function fiftyProducts() {
  const seeded = (await db.collection(collections.products).where('version', '==', 1).get()).docs.map((doc) => doc.data());
  const titles = seeded.map((product) => product.title);
  const batch = db.batch();
  for (let index = seeded.length; index < 50; index += 1) {
    const title = `${seeded[index % seeded.length].title} (${index + 1})`;
    titles.push(title);
    batch.set(db.collection(collections.products).doc(), {
      ...seeded[index % seeded.length],
      title,
      time: Timestamp.fromMillis(Date.now() - index * 60_000),
    });
  }
  await batch.commit();
  return titles;
}

const kinds = { document: 'html', stylesheet: 'css', script: 'js', image: 'images', fetch: 'data', xhr: 'data' };

async function storeDashboardBytes(browser) {
  const titles = await fiftyProducts();
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The Firestore SDK streams over long-lived requests: count the bytes as they arrive.
  let dataBytes = 0;
  const dataRequests = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (type === 'Fetch' || type === 'XHR') dataRequests.add(requestId);
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    if (dataRequests.has(requestId)) dataBytes += dataLength;
  });
  const responses = [];
  let lastResponseAt = Date.now();
  page.on('response', (response) => {
    responses.push(response);
    lastResponseAt = Date.now();
  });
  await page.goto(`${origin}/store`);
  await page.waitForFunction((expected) => expected.every((title) => document.body.innerText.includes(title)), titles, {
    timeout: 60_000,
  });
  // The dashboard's panels (sales, holds, low stock) come first: bring the product images into view.
  await page.locator('img').first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => {
      const inView = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      });
      return inView.length > 0 && inView.every((image) => image.complete && image.naturalWidth > 0);
    },
    undefined,
    { timeout: 60_000 },
  );
  // Firestore keeps a listen channel open, so the network never goes idle: wait for a quiet second.
  while (Date.now() - lastResponseAt < 1500) await new Promise((resolve) => setTimeout(resolve, 250));
  const row = { products: titles.length, html: zero(), css: zero(), js: zero(), images: zero(), imageCount: 0, data: zero() };
  for (const response of responses) {
    const kind = kinds[response.request().resourceType()];
    if (!kind || kind === 'data') continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    row[kind].raw += body.length;
    row[kind].gzip += kind === 'images' ? body.length : gzipSync(body, { level: 9 }).length;
    if (kind === 'images') row.imageCount += 1;
  }
  row.data = { raw: dataBytes, gzip: dataBytes };
  await context.close();
  return row;
}

/** A rider's run of today: 12 orders of the seed's shape, each at its place. */
async function riderRun() {
  const day = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const batch = db.batch();
  for (let place = 1; place <= 12; place += 1) {
    batch.set(db.collection(collections.orders).doc(`bench-run-${place}`), {
      userId: 'seed-customer-verified',
      items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
      total: 15_000,
      status: 'confirmed',
      phone: '+227 96 11 22 33',
      customerName: 'Awa Hamidou',
      deliveryAddress: 'Plateau, rue du Musée, Niamey',
      createdAt: Timestamp.now(),
      riderId: rider.uid,
      runDay: day,
      runPosition: place,
    });
  }
  await batch.commit();
}

/**
 * The rider's first visit on a 360 px phone, cache disabled: the login page, then the run with its 12
 * stops, every byte by kind. The budget is the JS: the rider's run's of bench/staff-routes.mjs (335 KB)
 * and the login page's own chunk (2 KB), which this visit loads on the way: the screen loads quickly on
 * a low-end phone.
 */
async function riderRunBytes(browser) {
  await riderRun();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const started = Date.now();
  await page.goto(`${origin}/admin-login`);
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password').fill(rider.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${origin}/store/run`);
  await page.getByRole('main').getByRole('listitem').nth(11).waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  const row = { stops: 12, shownMs, html: zero(), css: zero(), js: zero(), jsBudgetKb: 337, scripts: [] };
  for (const response of responses) {
    const kind = kinds[response.request().resourceType()];
    if (!kind || kind === 'data' || kind === 'images') continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const gzip = gzipSync(body, { level: 9 }).length;
    row[kind].raw += body.length;
    row[kind].gzip += gzip;
    // Which chunks the rider's phone fetched, largest first: where the budget goes.
    if (kind === 'js') row.scripts.push({ file: new URL(response.url()).pathname, gzip });
  }
  row.scripts.sort((a, b) => b.gzip - a.gzip);
  await context.close();
  return row;
}

/** 10,000 feedback records, each already carrying listedAt (no Functions emulator runs in this mode). */
async function tenThousandFeedback() {
  const start = Date.UTC(2020, 0, 1);
  for (let first = 0; first < 10_000; first += 500) {
    const batch = db.batch();
    for (let index = first; index < first + 500; index += 1) {
      const at = Timestamp.fromMillis(start + index * 60_000);
      batch.set(db.collection(collections.feedback).doc(`bench-${index}`), {
        feedbackType: ['bug', 'suggestion', 'rating'][index % 3],
        message: `Bench feedback #${index}`,
        createdAt: at,
        listedAt: at,
      });
    }
    await batch.commit();
  }
}

/**
 * Notes in the page, on its own clock (from the navigation's start), the first frame with 20 rows in
 * the table. Playwright's waitFor polls at growing intervals (up to 500 ms apart): timed from outside,
 * the figure is rounded up to its next poll.
 */
function noteTwentyRows() {
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('tbody tr').length < 20) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      globalThis.kasuwaTwentyRowsMs = performance.now();
    });
  });
  addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
}

async function feedbackFirstPageTimes(browser, runs = 7) {
  await tenThousandFeedback();
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await page.addInitScript(noteTwentyRows);
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${origin}/admin-feedback`);
    await page.waitForFunction(() => globalThis.kasuwaTwentyRowsMs !== undefined, null, { timeout: 30_000 });
    times.push(Math.round(await page.evaluate(() => globalThis.kasuwaTwentyRowsMs)));
  }
  await context.close();
  const sorted = [...times].sort((a, b) => a - b);
  return { records: 10_000, runs: times, medianMs: sorted[Math.floor(sorted.length / 2)], budgetMs: 1000 };
}

function zero() {
  return { raw: 0, gzip: 0 };
}

const mode = process.argv[2];
const measures = { store: storeDashboardBytes, feedback: feedbackFirstPageTimes, run: riderRunBytes };
if (!measures[mode]) {
  console.error('Usage: node bench/admin-pages.mjs <store|feedback|run>');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: fullChromiumPath, args: chromiumOfflineArgs });
try {
  const result = await measures[mode](browser);
  await mkdir(join(here, 'results'), { recursive: true });
  await writeFile(join(here, 'results', `admin-${mode}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
}
