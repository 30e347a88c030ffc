/**
 * A 12 MP phone photo sent on a slow mobile link (issue 55), run inside `firebase emulators:exec` with
 * the seed imported: `node bench/photo-upload.mjs`. In Chromium at 360 px, signed in as the seeded
 * admin, the network throttled by the DevTools protocol (latency 400 ms, 750 kbit/s up, 1.6 Mbit/s
 * down: a loaded 3G link in Niamey), the same photo (tests/e2e/helpers/phone-photo.mjs, 5.5 MB) goes up
 *   raw        as the console sent it before: the file as taken, one XMLHttpRequest from the page
 *   lightened  through the product form: made lighter in the page, then sent
 * Each: the request body's bytes and the seconds from choosing to stored. Also checks that the code
 * making photos lighter loads only once a photo is chosen. Writes bench/results/photo-upload.json and
 * .md; exits 1 when the lightened upload is over 400 KB or that code loads with the page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumOfflineArgs, fullChromiumPath } from '../tests/e2e/chromium-path.mjs';
import { twelveMegapixelPhoto } from '../tests/e2e/helpers/phone-photo.mjs';
import { admin, origin } from './staff-session.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const link = { latencyMs: 400, upKbit: 750, downKbit: 1600 };
const budgetKb = 400;
const uploadPath = '/api/product-images';
const lazyChunk = /\/assets\/lighten-photo-[\w-]+\.js$/;

/** The seeded admin's ID token, from the Auth emulator, for the raw upload the page sends by hand. */
async function idToken() {
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-key',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator sign-in: ${response.status} ${await response.text()}`);
  return (await response.json()).idToken;
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latencyMs,
    uploadThroughput: (link.upKbit * 1000) / 8,
    downloadThroughput: (link.downKbit * 1000) / 8,
  });
}

/**
 * The raw photo goes to the function itself: at this link's speed its minute of body outlasts the
 * Hosting emulator's proxy, which answers 504 after 60 s, as deployed Hosting does. The function
 * answers CORS for the Hosting origin.
 */
const functionUrl = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/uploadProductImage';
const isUpload = (request) =>
  request.method() === 'POST' && [uploadPath, new URL(functionUrl).pathname].includes(new URL(request.url()).pathname);

/**
 * The body bytes of the page's next upload, as the browser's network stack sent them: the raw headers'
 * Content-Length (Playwright keeps no copy of a body made from a Blob).
 */
async function nextUploadBytes(page, options) {
  const response = await page.waitForResponse((answer) => isUpload(answer.request()), options);
  if (response.status() !== 201) throw new Error(`The upload answered ${response.status()}`);
  return Number((await response.request().allHeaders())['content-length']);
}

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));

/** One small upload first, unthrottled: the emulator starts the upload function's worker on the first. */
async function warmUp(token) {
  const body = new FormData();
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2b3a8c' } })
    .jpeg()
    .toBuffer();
  body.append('file', new Blob([new Uint8Array(small)], { type: 'image/jpeg' }), 'warm-up.jpg');
  const response = await fetch(`${origin}${uploadPath}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  if (response.status !== 201) throw new Error(`The warm-up upload answered ${response.status}`);
}

/** On the page the lightened upload left, so on the same throttled link. */
async function rawUpload(page, photo, token) {
  const bodyBytes = nextUploadBytes(page, { timeout: 300_000 });
  const start = performance.now();
  await page.evaluate(
    async ({ url, token, base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const body = new FormData();
      body.append('file', new File([bytes], name, { type }), name);
      const request = new XMLHttpRequest();
      request.open('POST', url);
      request.setRequestHeader('Authorization', `Bearer ${token}`);
      const done = new Promise((resolve) => (request.onloadend = () => resolve(request.status)));
      request.send(body);
      return done;
    },
    { url: functionUrl, token, base64: photo.buffer.toString('base64'), name: photo.name, type: photo.mimeType },
  );
  return { bodyBytes: await bodyBytes, seconds: seconds(start) };
}

async function lightenedUpload(page, photo) {
  const scripts = [];
  page.on('response', (response) => {
    if (lazyChunk.test(response.url())) scripts.push(response.url());
  });
  await page.goto(`${origin}/store/products/new`);
  await page.getByLabel('Select images').waitFor();
  const loadedWithPage = scripts.length > 0;
  await throttle(page.context(), page);
  const bodyBytes = nextUploadBytes(page, { timeout: 300_000 });
  const start = performance.now();
  await page.getByLabel('Select images').setInputFiles([photo]);
  await page.waitForRequest(isUpload);
  const preparedSeconds = seconds(start);
  await bodyBytes;
  await page.getByRole('listitem').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 60_000 });
  const saved = await page.locator('.product-image__weights').textContent();
  return {
    bodyBytes: await bodyBytes,
    seconds: seconds(start),
    preparedSeconds,
    saved,
    loadedWithPage,
    loadedOnChoice: scripts.length > 0,
  };
}

const photo = await twelveMegapixelPhoto();
const browser = await chromium.launch({ executablePath: fullChromiumPath, args: chromiumOfflineArgs });
let result;
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${origin}/admin-login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin-login');
  const token = await idToken();
  await warmUp(token);
  const lightened = await lightenedUpload(page, photo);
  const raw = await rawUpload(page, photo, token).catch((error) => ({ error: String(error) }));
  result = { link, photo: { bytes: photo.buffer.length, width: 4000, height: 3000 }, raw, lightened, budgetKb };
} finally {
  await browser.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const { raw, lightened } = result;
const withinBudget = lightened.bodyBytes / 1024 <= budgetKb && !lightened.loadedWithPage && lightened.loadedOnChoice;
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'photo-upload.json'), `${JSON.stringify({ ...result, withinBudget }, null, 2)}\n`);
const table = [
  '| upload | request body (KB) | seconds, chosen to stored |',
  '| --- | ---: | ---: |',
  raw.error
    ? `| raw, as taken (to the function, not through Hosting) | failed: ${raw.error} | |`
    : `| raw, as taken (to the function, not through Hosting) | ${kb(raw.bodyBytes)} | ${raw.seconds} |`,
  `| lightened in the page (${lightened.saved}) | ${kb(lightened.bodyBytes)} (budget ≤ ${budgetKb}) | ${lightened.seconds} (of which made lighter: ${lightened.preparedSeconds}) |`,
].join('\n');
await writeFile(
  join(here, 'results', 'photo-upload.md'),
  `# A 12 MP photo on a slow link\n\nMade by \`npm run bench\` (bench/photo-upload.mjs) against the emulators with the seed, in Chromium at 360 px, ` +
    `the network throttled to ${link.latencyMs} ms latency, ${link.upKbit} kbit/s up, ${link.downKbit} kbit/s down. ` +
    `The photo: ${photo.name}, 4000×3000, ${(photo.buffer.length / 1024 / 1024).toFixed(1)} MB.\n\n${table}\n\n` +
    'The raw photo goes to the function directly: through Hosting (`/api/product-images`) its minute of upload ' +
    'outlasts the proxy, which answers 504 after 60 s (as deployed Hosting does).\n\n' +
    `The code that makes photos lighter loaded with the page: ${lightened.loadedWithPage ? 'yes (OVER BUDGET)' : 'no'}; once the photo was chosen: ${lightened.loadedOnChoice ? 'yes' : 'no'}.\n`,
);
console.log(table);
process.exit(withinBudget ? 0 : 1);
