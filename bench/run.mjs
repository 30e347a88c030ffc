/**
 * npm run bench: what each public route costs a phone on mobile data. For every pre-rendered page in
 * web/dist: the HTML, and the CSS and JavaScript it loads before it is interactive, raw and gzipped
 * (level 9, close to what Hosting serves). Written to bench/results/ and printed as a table.
 * Budgets (../shared/design.md section 7): landing HTML + critical CSS ≤ 14 KB, JS ≤ 90 KB gzip.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'web', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build -w web` first (npm run bench does).');
  process.exit(1);
}

const sizes = (bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
const sum = (list) => list.reduce((total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip }), { raw: 0, gzip: 0 });

/** The files a page asks for up front: module scripts, preloads and stylesheets (not <noscript> ones). */
function assetsOf(html) {
  const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const urls = [...live.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  return [...new Set(urls)];
}

const routeOf = (file) => (file === 'index.html' ? '/' : file === '404.html' ? '(404)' : `/${file.replace(/\.html$/, '')}`);
const pages = (await readdir(dist)).filter((file) => file.endsWith('.html')).sort();

const rows = [];
for (const file of pages) {
  const html = await readFile(join(dist, file));
  const assets = assetsOf(html.toString());
  const load = async (extension) =>
    sum(await Promise.all(assets.filter((url) => url.endsWith(extension)).map(async (url) => sizes(await readFile(join(dist, url))))));
  rows.push({ route: routeOf(file), html: sizes(html), css: await load('.css'), js: await load('.js') });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const lines = [
  '| route | HTML raw | HTML gzip | CSS raw | CSS gzip | JS raw | JS gzip | HTML+CSS gzip |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    ({ route, html, css, js }) =>
      `| ${route} | ${kb(html.raw)} | ${kb(html.gzip)} | ${kb(css.raw)} | ${kb(css.gzip)} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(html.gzip + css.gzip)} |`,
  ),
];
const table = lines.join('\n');

await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'page-bytes.json'), `${JSON.stringify({ unit: 'bytes', rows }, null, 2)}\n`);
await writeFile(
  join(here, 'results', 'page-bytes.md'),
  `# Bytes per public route (KB, 1 KB = 1024 bytes)\n\nMade by \`npm run bench\` from web/dist.\n\n${table}\n`,
);
console.log(table);
