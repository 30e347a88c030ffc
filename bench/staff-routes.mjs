/**
 * The staff app's JavaScript per route (issue 37, part 1), run inside `firebase emulators:exec` with the
 * seed imported and the Hosting emulator serving web/dist: `node bench/staff-routes.mjs`.
 * Each route is opened twice in a 360 px phone's browser:
 *   first visit    the browser's cache disabled: every script the route needs, gzipped
 *   repeat visit   the same browser, the next day: the script bytes that still came over the network
 * Writes bench/results/staff-routes.json and .md; exits 1 when a route is over its budget.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumOfflineArgs, fullChromiumPath } from '../tests/e2e/chromium-path.mjs';
import { admin, origin, rider } from './staff-session.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A first visit from a new phone is signed out: the login page, or /store asking to log in, within
 * 150 KB. Signed in, a page needs the Firestore SDK with its cache kept on the phone (about 153 KB
 * gzipped of it alone, see docs/adr/0097-the-consoles-weight-on-a-first-visit.md): its budget is what it measures now with a little room,
 * so that it cannot grow unseen. A repeat visit downloads no script at all. Raised with issue 51:
 * Products 376 → 380, for the dashboard's two money flags (cash to collect, refunds due), whose queries
 * must load to know whether anything is flagged (their words and layout load only then); One order
 * 385 → 388, for the payment's correction gate and the cash holder's line (the correction form, the
 * zone setter and the returns load only on the orders that show them). Raised with issue 55: Products
 * 380 → 386 (measured 383.3) and the rider's run 335 → 339 (measured 336.6), for today at a glance on each
 * landing page, loaded beside the page's own code, not before it (docs/adr/0175-today-at-a-glance.md).
 * Raised again when issue 55's parts met issue 54's (measured 385.8, 362.9, 389.2 and 339.0): Products
 * 386 → 388, Orders 363 → 365, One order 388 → 391, the rider's run 339 → 341, for what every signed-in
 * page now carries (the phone's menu and the install offer, docs/adr/0177-the-console-on-a-phone.md; a list's
 * failure naming the refusal) and what the order pages show (the channel and a web order's call note,
 * docs/adr/0171-the-web-channel-where-staff-work-and-lines-on-the-tracking-page.md). The signed-out first visit did not grow past 142.4 of 150.
 */
const routes = [
  { name: 'Login', path: '/admin-login', budgetKb: 150, ready: (page) => page.getByRole('button', { name: 'Login' }) },
  {
    name: 'First visit to /store, signed out',
    path: '/store',
    budgetKb: 150,
    ready: (page) => page.getByText('You are not logged in.'),
  },
  { name: 'Products', path: '/store', account: admin, budgetKb: 388, ready: (page) => page.locator('.product-card').first() },
  {
    name: 'Orders',
    path: '/store/orders',
    account: admin,
    budgetKb: 365,
    ready: (page) => page.getByRole('list', { name: 'Orders, newest first' }).getByRole('article').first(),
  },
  {
    name: 'One order',
    path: '/store/orders/order-1002',
    account: admin,
    budgetKb: 391,
    ready: (page) => page.getByRole('region', { name: 'Customer', exact: true }),
  },
  {
    name: "The rider's run",
    path: '/store/run',
    account: rider,
    budgetKb: 341,
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone's browser, signed in through the login page when the route is a staff member's. */
async function phone(browser, account) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (!account) return context;
  const page = await context.newPage();
  await page.goto(`${origin}/admin-login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin-login');
  await page.close();
  return context;
}

/** Opens the route; every script it loaded, with the bytes the network carried and the script's gzipped size. */
async function visit(context, route, { cacheDisabled }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  const scripts = new Map();
  let lastScriptAt = Date.now();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const cached = response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache;
    scripts.set(requestId, { file: new URL(response.url).pathname, cached, transferred: 0 });
    lastScriptAt = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script && !script.cached) script.transferred = encodedDataLength;
  });
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response);
  });
  await page.goto(`${origin}${route.path}`);
  await route.ready(page).waitFor({ timeout: 60_000 });
  // Pages load their parts lazily: wait for a quiet second and a half without a new script.
  while (Date.now() - lastScriptAt < 1500) await sleep(250);
  const sizes = [];
  for (const response of bodies) {
    const gzip = gzipSync(await response.body().catch(() => Buffer.alloc(0)), { level: 9 }).length;
    sizes.push({ file: new URL(response.url()).pathname, gzip });
  }
  const files = [...scripts.values()];
  await page.close();
  return {
    gzip: sizes.reduce((sum, script) => sum + script.gzip, 0),
    transferred: files.reduce((sum, script) => sum + script.transferred, 0),
    // Where the budget goes, largest first.
    largest: sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8),
  };
}

const browser = await chromium.launch({ executablePath: fullChromiumPath, args: chromiumOfflineArgs });
const rows = [];
try {
  for (const route of routes) {
    const context = await phone(browser, route.account);
    const first = await visit(context, route, { cacheDisabled: true });
    const repeat = await visit(context, route, { cacheDisabled: false });
    await context.close();
    rows.push({
      name: route.name,
      path: route.path,
      firstVisitGzip: first.gzip,
      largest: first.largest,
      budgetKb: route.budgetKb,
      repeatVisitTransferred: repeat.transferred,
    });
  }
} finally {
  await browser.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const over = rows.filter((row) => row.firstVisitGzip / 1024 > row.budgetKb || row.repeatVisitTransferred > 0);
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'staff-routes.json'), `${JSON.stringify({ unit: 'bytes', rows }, null, 2)}\n`);
const table = [
  '| route | first visit, JS gzip | budget | repeat visit, JS over the network | largest scripts (KB gzip) |',
  '| --- | ---: | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.name} (\`${row.path}\`) | ${kb(row.firstVisitGzip)} | ≤ ${row.budgetKb} ${row.firstVisitGzip / 1024 <= row.budgetKb ? '' : '(OVER BUDGET)'} | ` +
      `${kb(row.repeatVisitTransferred)} | ${row.largest
        .slice(0, 4)
        .map(({ file, gzip }) => `${file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb(gzip)}`)
        .join(', ')} |`,
  ),
].join('\n');
await writeFile(
  join(here, 'results', 'staff-routes.md'),
  `# The staff app's JavaScript per route\n\nMade by \`npm run bench\` against the emulators with the seed (bench/staff-routes.mjs), ` +
    `in Chromium at 360 px. First visit: the browser's cache disabled. Repeat visit: the same browser again; budget 0 KB.\n\n${table}\n`,
);
console.log(table);
if (over.length > 0) console.error(`Over budget: ${over.map((row) => row.name).join(', ')}`);
process.exit(over.length > 0 ? 1 : 0);
