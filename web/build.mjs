import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

/**
 * Builds the site, then pre-renders every public route to static HTML so content shows before any
 * JavaScript runs. `--mode emulator` (the default) targets the local emulators; `--mode production`
 * needs web/.env.production (see .env.example).
 */
const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { mode: { type: 'string', default: 'emulator' } } });
const dist = join(here, 'dist');
const serverOut = join(here, 'dist-ssr');

await rm(dist, { recursive: true, force: true });
await build({ root: here, mode: values.mode, logLevel: 'warn' });
await build({
  root: here,
  mode: values.mode,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: serverOut, emptyOutDir: true },
});

const template = await readFile(join(dist, 'index.html'), 'utf8');
const { render, prerenderPaths } = await import(pathToFileURL(join(serverOut, 'entry-server.js')).href);

function page(url) {
  const { html, head, status } = render(url);
  return { status, body: template.replace('<!--app-head-->', head).replace('<!--app-html-->', html) };
}

/** `/` → index.html, `/apropos` → apropos.html (Hosting's cleanUrls serves it at /apropos). */
const fileFor = (path) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

for (const path of prerenderPaths) {
  const { status, body } = page(path);
  if (status !== 200) throw new Error(`Pre-rendering ${path} gave status ${status}`);
  await mkdir(dirname(fileFor(path)), { recursive: true });
  await writeFile(fileFor(path), body);
}
// Hosting answers unknown paths with 404.html and status 404.
await writeFile(join(dist, '404.html'), page('/404').body);
await rm(serverOut, { recursive: true, force: true });
console.log(`Pre-rendered ${prerenderPaths.length} routes and 404.html into web/dist`);
