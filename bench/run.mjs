/**
 * npm run bench (after `npm run build`): the budgets of ../shared/design.md
 * section 7, measured, written to bench/results/ and printed.
 *   page-bytes   every public route as Chromium loads it: HTML (with its inlined CSS), CSS, JS, images
 *   lighthouse   mobile performance of the landing, download and contact pages beside script-free copies
 *   thumbnails   the functions' thumbnails of a 12 MP JPEG against a bare sharp resize (bench/thumbnails.mjs)
 *   sales writes the sales summaries' reads and writes per order over a year of orders (bench/sales-writes.mjs)
 *   tracking     the bytes of a customer's /suivi page (bench/tracking-page.mjs)
 *   referrals    10,000 concurrent trackReferral hits from 2,500 phones: hits and visitors exact (bench/referrals.mjs)
 *   stack load   2,000 hits through Hosting, 50 in flight: answers, hits/s, p95, peak workers and memory
 *                (bench/stack-load.mjs)
 *   staff pages  the store dashboard's bytes with 50 products, the feedback admin's first page with
 *                10,000 records (bench/admin-pages.mjs)
 *   staff routes the staff app's JavaScript per route, first visit and repeat visit (bench/staff-routes.mjs)
 *   photo upload a 12 MP photo's upload bytes and seconds on a throttled link, raw and made light (bench/photo-upload.mjs)
 *   offline send 50 actions made through a network cut: the time until all are sent (bench/offline-send.mjs)
 *   product pages each /boutique/<id> page's bytes, raw and gzip, before its photos (bench/product-pages.mjs)
 *   web order    orders from /panier at 400 kbit/s and 400 ms round trips: tap to confirmation, p50/p95/max, and
 *                the page's first load on that connection (bench/web-order.mjs)
 *   full scale   the integration tests of the order limits and the referral bucket again at 1,000 junk
 *                orders, 1,000 refused and 1,000 generated calls, 10,000 random codes (KASUWA_FULL_SCALE=1)
 *   order runs   the function runs per order write over the order-heavy integration files, beside the
 *                figures from before the one trigger on orders (bench/order-trigger-runs.mjs)
 *   scale        every staff page and /boutique on the seed, then on a year of data: documents read,
 *                data bytes, time to first rows; getReferralStats over 300 campaigns (bench/scale.mjs)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorEnvOrExit, resetRunningBlobs, runFirebase } from '../scripts/lib/emulators.mjs';
import { jestCommand } from '../scripts/lib/jest-command.mjs';
import { seedDir } from '../scripts/lib/paths.mjs';
import { chromiumOfflineArgs, fullChromiumPath } from '../tests/e2e/chromium-path.mjs';
import { lighthouseRatios } from './lighthouse-ratio.mjs';
import { measurePageBytes } from './page-bytes.mjs';
import { startStaticServer } from './static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'web', 'dist');
const results = join(here, 'results');
const chromeFlags = ['--headless=new', ...chromiumOfflineArgs];

if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
if (!existsSync(fullChromiumPath)) {
  console.error(`No Chromium at ${fullChromiumPath}: apt-get install chromium, or set FULL_CHROMIUM_PATH.`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/**
 * First visits' JavaScript: `/verify` opens from an email on a phone (a public page with its own
 * script since issue 14); the staff login loads Firestore only after sign-in; `/panier` places an
 * order on a 2G phone (issue 54).
 */
const appJsBudgetsKb = { '/admin-login': 150, '/store': 150, '/verify': 60, '/panier': 20 };
// Marketing pages inline their CSS; the staff app's shells load the Firebase SDK on purpose and are
// measured apart.
const pages = await Promise.all(
  (await readdir(dist))
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map(async (file) => ({
      path: encodeURI(file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`),
      marketing: (await readFile(join(dist, file), 'utf8')).includes('<style>'),
    })),
);
const publicPaths = pages
  .filter((page) => page.marketing)
  .map((page) => page.path)
  .sort();
const appPaths = pages
  .filter((page) => !page.marketing)
  .map((page) => page.path)
  .sort();

const { server, origin } = await startStaticServer(dist);
try {
  const browserOptions = { executablePath: fullChromiumPath, args: chromiumOfflineArgs };
  const bytes = await measurePageBytes(origin, publicPaths, browserOptions);
  const appBytes = await measurePageBytes(origin, appPaths, browserOptions);
  const table = (rows) =>
    [
      '| route | HTML+CSS gzip | JS raw | JS gzip | images | total gzip |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        ({ route, html, css, js, images }) =>
          `| ${route} | ${kb(html.gzip + css.gzip)} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(images.raw)} | ${kb(html.gzip + css.gzip + js.gzip + images.raw)} |`,
      ),
    ].join('\n');
  const bytesTable = table(bytes);
  const appTable = table(appBytes);
  const budgetTable = [
    '| route | JS gzip | budget | |',
    '| --- | ---: | ---: | --- |',
    ...[...bytes, ...appBytes]
      .filter(({ route }) => route in appJsBudgetsKb)
      .map(({ route, js }) => {
        const budget = appJsBudgetsKb[route];
        return `| ${route} | ${kb(js.gzip)} | ≤ ${budget} | ${js.gzip / 1024 <= budget ? 'within' : 'OVER BUDGET'} |`;
      }),
  ].join('\n');

  const lighthouse = await lighthouseRatios(origin, ['/', encodeURI('/télécharger'), '/contact'], fullChromiumPath, chromeFlags);
  const lighthouseTable = [
    '| route | score | static score | LCP ms | static LCP ms | LCP ratio | observed LCP ratio | FCP ms | TBT ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lighthouse.map(
      ({ route, page, staticCopy, lcpRatio, observedLcpRatio }) =>
        `| ${route} | ${page.score} | ${staticCopy.score} | ${page.lcpMs} | ${staticCopy.lcpMs} | ${lcpRatio} | ${observedLcpRatio} | ${page.fcpMs} | ${page.tbtMs} | ${page.cls} |`,
    ),
  ].join('\n');

  await mkdir(results, { recursive: true });
  await writeFile(
    join(results, 'page-bytes.json'),
    `${JSON.stringify({ unit: 'bytes', rows: bytes, appRows: appBytes }, null, 2)}\n`,
  );
  await writeFile(join(results, 'lighthouse.json'), `${JSON.stringify({ rows: lighthouse }, null, 2)}\n`);
  await writeFile(
    join(results, 'public-site.md'),
    `# Public site budgets\n\nMade by \`npm run bench\` (Chromium ${fullChromiumPath}, Lighthouse mobile defaults).\n` +
      `Budgets: HTML + critical CSS ≤ 14 KB gzip; JS ≤ 90 KB gzip; Lighthouse 100 with LCP within 10 % of the script-free copy.\n\n` +
      `## Bytes per route (KB)\n\n${bytesTable}\n\n` +
      `## App pages (KB): not marketing pages, they load the Firebase SDK\n\n${appTable}\n\n` +
      `## First-visit JavaScript budgets (KB gzip, issues 14 and 54)\n\n${budgetTable}\n\n` +
      `## Lighthouse, page against its script-free copy\n\n${lighthouseTable}\n`,
  );
  console.log(`${bytesTable}\n\n${appTable}\n\n${budgetTable}\n\n${lighthouseTable}`);
} finally {
  server.close();
}

console.log('\nThumbnails of a 12 MP JPEG…');
const thumbnails = spawnSync(process.execPath, [join(here, 'thumbnails.mjs')], { stdio: 'inherit' });
console.log('\nWhat the sales summaries cost per order, over a year of orders…');
const salesWrites = spawnSync(process.execPath, [join(here, 'sales-writes.mjs')], { stdio: 'inherit' });
console.log('\nThe bytes of a customer’s tracking page…');
const trackingPage = spawnSync(process.execPath, [join(here, 'tracking-page.mjs')], { stdio: 'inherit' });
console.log('\nThe bytes of each product’s page, /boutique/<id>…');
const productPages = spawnSync(process.execPath, [join(here, 'product-pages.mjs')], { stdio: 'inherit' });

// Lighthouse sets DEBUG for its own logger, which would make firebase-tools log every request.
const { DEBUG, ...env } = emulatorEnvOrExit(console.log);
console.log('\nReferral counting under load (emulators)…');
const referrals = await runFirebase(['emulators:exec', '--only', 'firestore,functions', 'node bench/referrals.mjs'], { env })
  .done;
console.log('\nThe local stack under load: 2,000 hits through Hosting, 50 in flight…');
const stackLoad = await runFirebase(['emulators:exec', '--only', 'firestore,functions,hosting', 'node bench/stack-load.mjs'], {
  env,
}).done;

// The dashboard's images come from the seed's blob store through the blobs function. The feedback
// bench runs without functions: 10,000 new records would queue 10,000 trigger runs in the emulator.
console.log('\nStaff pages: the store dashboard with 50 products, the feedback admin with 10,000 records, a rider’s run…');
await resetRunningBlobs();
const store = await runFirebase(
  ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--import', seedDir, 'node bench/admin-pages.mjs store'],
  { env },
).done;
const feedback = await runFirebase(
  ['emulators:exec', '--only', 'auth,firestore,hosting', '--import', seedDir, 'node bench/admin-pages.mjs feedback'],
  { env },
).done;
const riderRun = await runFirebase(
  ['emulators:exec', '--only', 'auth,firestore,hosting', '--import', seedDir, 'node bench/admin-pages.mjs run'],
  { env },
).done;
if (store === 0 && feedback === 0 && riderRun === 0) await writeAdminSummary();
console.log('\nThe staff app’s JavaScript per route: first and repeat visits…');
await resetRunningBlobs();
const staffRoutes = await runFirebase(
  ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--import', seedDir, 'node bench/staff-routes.mjs'],
  { env },
).done;

console.log('\nA 12 MP photo sent on a throttled link, raw and made light in the page…');
await resetRunningBlobs();
const photoUpload = await runFirebase(
  ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--import', seedDir, 'node bench/photo-upload.mjs'],
  { env },
).done;

console.log('\nSending 50 actions made through a network cut: triggers running, paused, and paused with one order open…');
await resetRunningBlobs();
const offlineSend = await runFirebase(
  ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--import', seedDir, 'node bench/offline-send.mjs'],
  { env },
).done;

console.log('\nOrders from /panier on a throttled connection (400 kbit/s, 400 ms)…');
const webOrder = await runFirebase(
  ['emulators:exec', '--only', 'firestore,functions,hosting', '--import', seedDir, 'node bench/web-order.mjs'],
  { env },
).done;

// npm test shows each limit with the smallest load that passes it (tests/support/load-size.ts); here the
// same tests at the design's scale, their results kept.
console.log('\nThe order limits and the referral bucket at full scale (integration tests, KASUWA_FULL_SCALE=1)…');
const fullScaleReport = join(tmpdir(), `kasuwa-full-scale-${process.pid}.json`);
const fullScale = await runFirebase(
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    '--import',
    seedDir,
    // One file at a time, those that npm test runs alone included.
    `node tests/support/ready.mjs && ${jestCommand} -c tests/integration/jest.config.cjs --runInBand --testPathIgnorePatterns /node_modules/ --json --outputFile=${fullScaleReport} ` +
      "-t 'junk orders|refused placeOrder|generated requests|hits of random codes' order-holds referrals orders.test",
  ],
  { env: { ...env, KASUWA_FULL_SCALE: '1' } },
).done;
await writeFullScaleSummary(fullScaleReport);

console.log('\nFunction runs per order write over the order-heavy integration files…');
const orderTriggerRuns = spawnSync(process.execPath, [join(here, 'order-trigger-runs.mjs')], { stdio: 'inherit', env });

// A fresh stack for each: the year is loaded before any page listens.
console.log('\nScale: every staff page and /boutique on the seed, then on a year of data…');
const scale = [];
for (const mode of ['seed', 'year']) {
  await resetRunningBlobs();
  scale.push(
    await runFirebase(
      ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--import', seedDir, `node bench/scale.mjs ${mode}`],
      {
        env,
      },
    ).done,
  );
}
process.exit(
  referrals ||
    stackLoad ||
    store ||
    feedback ||
    riderRun ||
    staffRoutes ||
    photoUpload ||
    offlineSend ||
    webOrder ||
    (productPages.status ?? 1) ||
    fullScale ||
    (orderTriggerRuns.status ?? 1) ||
    scale.some(Boolean) ||
    (thumbnails.status ?? 1) ||
    (salesWrites.status ?? 1) ||
    (trackingPage.status ?? 1),
);

/** The full-scale tests that ran, each with its outcome and seconds, in bench/results/full-scale.md. */
async function writeFullScaleSummary(report) {
  const { testResults = [] } = existsSync(report) ? JSON.parse(await readFile(report, 'utf8')) : {};
  const rows = testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status !== 'pending')
      .map((test) => `| ${test.fullName} | ${test.status} | ${((test.duration ?? 0) / 1000).toFixed(0)} |`),
  );
  await writeFile(
    join(results, 'full-scale.md'),
    '# The limits at full scale\n\nMade by `npm run bench`: the integration tests that npm test runs small ' +
      '(tests/support/load-size.ts), again at full scale on the emulators.\n\n' +
      `| test | outcome | seconds |\n| --- | --- | ---: |\n${rows.length ? rows.join('\n') : '| (no report: the run did not finish) | failed | |'}\n`,
  );
}

async function writeAdminSummary() {
  const read = async (name) => JSON.parse(await readFile(join(results, `admin-${name}.json`), 'utf8'));
  const dashboard = await read('store');
  const feedbackAdmin = await read('feedback');
  const run = await read('run');
  const cell = ({ raw, gzip }) => `${kb(raw)} / ${kb(gzip)}`;
  await writeFile(
    join(results, 'admin-pages.md'),
    `# Staff pages\n\nMade by \`npm run bench\` against the emulators with the seed (bench/admin-pages.mjs).\n\n` +
      `## Store dashboard with ${dashboard.products} products, first visit, cache disabled (KB raw / gzip)\n\n` +
      '| HTML | CSS | JS | images | Firestore data (emulator, uncompressed) | total gzip |\n| ---: | ---: | ---: | ---: | ---: | ---: |\n' +
      `| ${cell(dashboard.html)} | ${cell(dashboard.css)} | ${cell(dashboard.js)} | ${cell(dashboard.images)} (${dashboard.imageCount} files) | ${cell(dashboard.data)} | ` +
      `${kb(dashboard.html.gzip + dashboard.css.gzip + dashboard.js.gzip + dashboard.images.gzip + dashboard.data.gzip)} |\n\n` +
      `## Feedback admin with ${feedbackAdmin.records.toLocaleString('en')} records: navigation to 20 rows shown (budget < ${feedbackAdmin.budgetMs} ms)\n\n` +
      `Median ${feedbackAdmin.medianMs} ms over ${feedbackAdmin.runs.length} visits (${feedbackAdmin.runs.join(', ')} ms), signed in, SDK cached; timed by the page, from the navigation's start to its first frame with 20 rows.\n\n` +
      `## A rider's run of ${run.stops} stops at 360 px, first visit from the login page, cache disabled (KB raw / gzip)\n\n` +
      '| HTML | CSS | JS | JS budget (gzip) | shown after |\n| ---: | ---: | ---: | ---: | ---: |\n' +
      `| ${cell(run.html)} | ${cell(run.css)} | ${cell(run.js)} | ≤ ${run.jsBudgetKb} (${run.js.gzip / 1024 <= run.jsBudgetKb ? 'within' : 'OVER BUDGET'}) | ${run.shownMs} ms |\n\n` +
      `Largest scripts (KB gzip): ${run.scripts
        .slice(0, 6)
        .map(({ file, gzip }) => `${file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb(gzip)}`)
        .join(', ')}.\n`,
  );
}
