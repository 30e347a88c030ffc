/**
 * npm run bench (after `npm run build`): the budgets of ../shared/design.md
 * section 7, measured, written to bench/results/ and printed.
 *   page-bytes   every public route as Chromium loads it: HTML (with its inlined CSS), CSS, JS, images
 *   lighthouse   mobile performance of the landing, download and contact pages beside script-free copies
 *   thumbnails   the functions' thumbnails of a 12 MP JPEG against a bare sharp resize (bench/thumbnails.mjs)
 *   referrals    10,000 concurrent trackReferral hits under the emulators (bench/referrals.mjs)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorEnvOrExit, runFirebase } from '../scripts/lib/emulators.mjs';
import { chromiumPath } from '../tests/e2e/chromium-path.mjs';
import { lighthouseRatios } from './lighthouse-ratio.mjs';
import { measurePageBytes } from './page-bytes.mjs';
import { startStaticServer } from './static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'web', 'dist');
const results = join(here, 'results');
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
// Marketing pages inline their CSS; the app's shells (/verify, staff pages) load the Firebase SDK on
// purpose and are measured apart.
const pages = await Promise.all(
  (await readdir(dist))
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map(async (file) => ({
      path: encodeURI(file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`),
      marketing: (await readFile(join(dist, file), 'utf8')).includes('<style>'),
    })),
);
const publicPaths = pages.filter((page) => page.marketing).map((page) => page.path).sort();
const appPaths = pages.filter((page) => !page.marketing).map((page) => page.path).sort();

const { server, origin } = await startStaticServer(dist);
try {
  const browserOptions = { executablePath: chromiumPath, args: chromeFlags.slice(1) };
  const bytes = await measurePageBytes(origin, publicPaths, browserOptions);
  const appBytes = await measurePageBytes(origin, appPaths, browserOptions);
  const table = (rows) =>
    [
      '| route | HTML+CSS gzip | JS raw | JS gzip | images | total gzip |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(({ route, html, css, js, images }) =>
        `| ${route} | ${kb(html.gzip + css.gzip)} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(images.raw)} | ${kb(html.gzip + css.gzip + js.gzip + images.raw)} |`),
    ].join('\n');
  const bytesTable = table(bytes);
  const appTable = table(appBytes);

  const lighthouse = await lighthouseRatios(origin, ['/', encodeURI('/télécharger'), '/contact'], chromiumPath, chromeFlags);
  const lighthouseTable = [
    '| route | score | static score | LCP ms | static LCP ms | LCP ratio | observed LCP ratio | FCP ms | TBT ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lighthouse.map(({ route, page, staticCopy, lcpRatio, observedLcpRatio }) =>
      `| ${route} | ${page.score} | ${staticCopy.score} | ${page.lcpMs} | ${staticCopy.lcpMs} | ${lcpRatio} | ${observedLcpRatio} | ${page.fcpMs} | ${page.tbtMs} | ${page.cls} |`),
  ].join('\n');

  await mkdir(results, { recursive: true });
  await writeFile(join(results, 'page-bytes.json'), `${JSON.stringify({ unit: 'bytes', rows: bytes, appRows: appBytes }, null, 2)}\n`);
  await writeFile(join(results, 'lighthouse.json'), `${JSON.stringify({ rows: lighthouse }, null, 2)}\n`);
  await writeFile(
    join(results, 'public-site.md'),
    `# Public site budgets\n\nMade by \`npm run bench\` (Chromium ${chromiumPath}, Lighthouse mobile defaults).\n` +
      `Budgets: HTML + critical CSS ≤ 14 KB gzip; JS ≤ 90 KB gzip; Lighthouse 100 with LCP within 10 % of the script-free copy.\n\n` +
      `## Bytes per route (KB)\n\n${bytesTable}\n\n` +
      `## App pages (KB): not marketing pages, they load the Firebase SDK\n\n${appTable}\n\n` +
      `## Lighthouse, page against its script-free copy\n\n${lighthouseTable}\n`,
  );
  console.log(`${bytesTable}\n\n${appTable}\n\n${lighthouseTable}`);
} finally {
  server.close();
}

console.log('\nThumbnails of a 12 MP JPEG…');
const thumbnails = spawnSync(process.execPath, [join(here, 'thumbnails.mjs')], { stdio: 'inherit' });

console.log('\nReferral counting under load (emulators)…');
const code = await runFirebase(['emulators:exec', '--only', 'firestore,functions', 'node bench/referrals.mjs'], {
  env: emulatorEnvOrExit(console.log),
}).done;
process.exit(code || (thumbnails.status ?? 1));
