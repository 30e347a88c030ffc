import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { build as bundle, transform } from 'esbuild';
import { build, loadEnv } from 'vite';
import { productionSettingsProblems } from '../scripts/lib/production-settings.mjs';

/**
 * Builds the site: two browser entries (the public pages' small script, the staff app), then renders
 * every public address to a complete HTML file and every staff address to a loading shell.
 * `--mode emulator` (the default) targets the local emulators; `--mode production` needs
 * web/.env.production (see .env.example).
 */
const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { mode: { type: 'string', default: 'emulator' } } });
const dist = join(here, 'dist');

// A site wired to 127.0.0.1 must never reach Hosting: `firebase deploy` runs this in production mode.
if (values.mode === 'production') {
  const problems = productionSettingsProblems(loadEnv('production', here, 'VITE_'));
  if (problems.length > 0) {
    console.error(`Refusing a production build of the web:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
const serverOut = join(here, 'dist-ssr');
const entries = { public: 'src/app/entry-public.ts', staff: 'src/app/staff/entry-staff.tsx' };

await rm(dist, { recursive: true, force: true });
await build({
  root: here,
  mode: values.mode,
  logLevel: 'warn',
  build: {
    manifest: true,
    rolldownOptions: {
      input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(here, file)])),
      // The base styles both entries import get a chunk of their own. Left to the bundler they join the
      // code both entries share (the preload helper, the contract's limits…), and every public page
      // script importing that code would then fetch them as a stylesheet, though the public pages
      // already carry them inline (tests/e2e/public-shop.spec.ts checks no stylesheet is fetched).
      // The contract's small plain modules both entries use share one chunk: left alone, each set of
      // them the entries share becomes a chunk of its own, one more request on every public page.
      output: {
        codeSplitting: {
          groups: [
            { name: 'site-base', test: /[\\/]src[\\/]styles[\\/]global\.css$/ },
            { name: 'contract', test: /[\\/]contract[\\/]src[\\/](order-total|records[\\/]values)\.ts$/ },
          ],
        },
      },
    },
  },
});
await build({
  root: here,
  mode: values.mode,
  logLevel: 'warn',
  build: { ssr: 'src/app/render-public.tsx', outDir: serverOut, emptyOutDir: true },
});

const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entry = (file) => {
  const chunk = manifest[file];
  if (!chunk) throw new Error(`${file} is missing from Vite's manifest`);
  return chunk;
};
/** An entry's script, the chunks it imports up front (to preload) and all their styles. */
function collect(name) {
  const chunks = [];
  const visit = (key) => {
    if (chunks.includes(key)) return;
    chunks.push(key);
    (entry(key).imports ?? []).forEach(visit);
  };
  visit(name);
  return {
    script: `/${entry(name).file}`,
    preloads: chunks.slice(1).map((key) => `/${entry(key).file}`),
    // The base styles first, then imported chunks' before the entry's own.
    css: [...chunks]
      .reverse()
      .flatMap((key) => entry(key).css ?? [])
      .sort((a, b) => Number(b.includes('/site-base-')) - Number(a.includes('/site-base-'))),
  };
}
const publicAssets = collect(entries.public);
const staffAssets = collect(entries.staff);
const assets = {
  publicCss: (await Promise.all(publicAssets.css.map((file) => readFile(join(dist, file), 'utf8')))).join('\n'),
  publicScript: publicAssets.script,
  publicPreloads: publicAssets.preloads,
  staffScript: staffAssets.script,
  staffPreloads: staffAssets.preloads,
  staffCss: staffAssets.css.map((file) => `/${file}`),
};

/** Every file the staff app may load, from its entry through every lazy page: what the service worker may keep. */
function staffFiles() {
  const files = new Set();
  const visit = (key) => {
    const chunk = entry(key);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit(entries.staff);
  return [...files].sort();
}

/**
 * /store-sw.js (web/service-worker/store-sw.ts): this build's files written into it, so that a new
 * build is a new worker, which the browser installs beside the one in use.
 */
async function writeStoreServiceWorker() {
  const install = [...Object.values(ssr.storeInstall.manifestPaths), ...ssr.storeInstall.icons.map((icon) => icon.src)];
  const shell = [staffAssets.script, ...staffAssets.preloads, ...staffAssets.css.map((file) => `/${file}`), ...install];
  const assets = [...new Set([...staffFiles(), ...install])].sort();
  const source = await readFile(join(here, 'service-worker', 'store-sw.ts'), 'utf8');
  const version = createHash('sha256')
    .update(JSON.stringify({ shell, assets, source, page: await readFile(join(dist, 'store.html'), 'utf8') }))
    .digest('hex')
    .slice(0, 12);
  const { code } = await transform(source, { loader: 'ts', format: 'iife', minify: true, target: 'es2020' });
  const build = JSON.stringify({ version, shell, assets });
  await writeFile(join(dist, ssr.storeInstall.serviceWorkerPath.slice(1)), `const storeBuild=${build};\n${code}`);
}

const ssr = await import(pathToFileURL(join(serverOut, 'render-public.js')).href);

/** `/` → index.html, `/télécharger` → télécharger.html (NFC), served there by Hosting's cleanUrls. */
async function writePage(path, html) {
  const file = join(dist, path === '/' ? 'index.html' : `${path.slice(1).normalize('NFC')}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

let count = 0;
for (const page of ssr.publicPages) {
  for (const path of [page.path, ...page.aliases]) {
    await writePage(path, ssr.renderPublicPage(page, path, assets));
    count += 1;
  }
}
for (const page of ssr.staffPages) {
  await writePage(page.path, ssr.renderStaffShell(page, assets));
  count += 1;
}
// Hosting answers unknown paths with 404.html and status 404.
await writeFile(join(dist, '404.html'), ssr.renderPublicPage(ssr.notFoundPage, '/404', assets));
await mkdir(join(dist, dirname(ssr.portfolio.resumeFile)), { recursive: true });
await writeFile(join(dist, ssr.portfolio.resumeFile), await ssr.resumePdf(ssr.portfolio));
await writeFile(join(dist, 'sitemap.xml'), ssr.sitemapXml());
for (const [language, path] of Object.entries(ssr.storeInstall.manifestPaths)) {
  await writeFile(join(dist, path.slice(1)), ssr.storeWebManifest(language));
}
await writeStoreServiceWorker();
await writeFile(join(dist, 'robots.txt'), ssr.robotsTxt());
/**
 * A product's page (/boutique/<id>) is made by the productPage function, which cannot know this build's
 * hashed names: its script gets a stable one, which firebase.json keeps a few minutes only (ADR 0170).
 */
await bundle({
  entryPoints: [join(here, 'src', 'app', 'entry-product-page.ts')],
  outfile: join(dist, 'boutique-produit.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  alias: { '@kasuwa/contract': join(here, '..', 'contract', 'src') },
  logLevel: 'warning',
});
await rm(serverOut, { recursive: true, force: true });
console.log(`Pre-rendered ${count} pages, 404.html, the resume PDF, sitemap.xml and robots.txt into web/dist`);
