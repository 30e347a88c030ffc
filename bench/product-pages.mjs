/**
 * The bytes of each seeded product's page, /boutique/<id> (functions/src/product-page/), as Hosting's
 * emulator serves it: its HTML (its CSS inline) and its one script, /boutique-produit.js, raw and gzip,
 * before any photo, against the budget of issue 54 (30 KB gzip). Also the documents each render read
 * (X-Firestore-Reads). Run alone (after `npm run build`), it starts the emulators on the seed; under
 * them, it measures. Writes bench/results/product-pages.json; exits 1 over budget or on a page not 200.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { emulatorEnvOrExit, resetRunningBlobs, runFirebase } from '../scripts/lib/emulators.mjs';
import { seedDir } from '../scripts/lib/paths.mjs';
import seedCatalogue from '../scripts/seed/catalogue.json' with { type: 'json' };

const here = dirname(fileURLToPath(import.meta.url));
const budgetBytes = 30 * 1024;
const hosting = 'http://127.0.0.1:5000';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  await resetRunningBlobs();
  const env = emulatorEnvOrExit(console.log);
  const command = `node tests/support/ready.mjs firestore,functions,hosting && node bench/product-pages.mjs`;
  const code = await runFirebase(['emulators:exec', '--only', 'firestore,functions,hosting', '--import', seedDir, command], {
    env,
  }).done;
  process.exit(code);
}

/** A body's bytes as served and as gzip would send them (Hosting compresses text). */
const sizes = (body) => ({ bytes: body.length, gzipBytes: gzipSync(body).length });

const scriptAnswer = await fetch(`${hosting}/boutique-produit.js`);
if (scriptAnswer.status !== 200) throw new Error(`/boutique-produit.js answered ${scriptAnswer.status}`);
const script = sizes(Buffer.from(await scriptAnswer.arrayBuffer()));

const pages = {};
let failed = false;
for (const { id } of seedCatalogue) {
  const answer = await fetch(`${hosting}/boutique/${id}`);
  const html = sizes(Buffer.from(await answer.arrayBuffer()));
  const totalGzipBytes = html.gzipBytes + script.gzipBytes;
  const withinBudget = answer.status === 200 && totalGzipBytes <= budgetBytes;
  failed ||= !withinBudget;
  pages[`/boutique/${id}`] = {
    status: answer.status,
    reads: Number(answer.headers.get('x-firestore-reads')),
    html,
    totalGzipBytes,
    withinBudget,
  };
}
const result = { budgetGzipBytes: budgetBytes, script, pages };
console.table(
  Object.entries(pages).map(([path, page]) => ({
    path,
    status: page.status,
    reads: page.reads,
    'HTML bytes': page.html.bytes,
    'HTML gzip': page.html.gzipBytes,
    'with script, gzip': page.totalGzipBytes,
  })),
);
console.log(`/boutique-produit.js: ${script.bytes} bytes, ${script.gzipBytes} gzip; budget ${budgetBytes} gzip per page`);
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'product-pages.json'), `${JSON.stringify(result, null, 2)}\n`);
if (failed) {
  console.error('A product page is over its budget, or did not answer 200');
  process.exit(1);
}
