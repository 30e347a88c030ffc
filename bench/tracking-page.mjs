/**
 * The bytes of /suivi/<token>, the customer's page (functions/src/tracking/tracking-page.ts), as the
 * function sends it: an order out for delivery with three steps and two lines, and the page of a link
 * that names none. One request, no script, no stylesheet, no image. Bundled in memory by esbuild (the functions'
 * bundler). Writes bench/results/tracking-page.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '..', 'functions', 'src', 'tracking', 'tracking-page.ts');
const contract = join(here, '..', 'contract', 'src');
const bundled = await build({
  entryPoints: [source],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
  plugins: [
    {
      name: 'contract',
      setup(builder) {
        builder.onResolve({ filter: /^@kasuwa\/contract\// }, ({ path }) => ({
          path: join(contract, `${path.slice('@kasuwa/contract/'.length)}.ts`),
        }));
      },
    },
  ],
});
const page = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const at = (iso) => new Date(iso);
const pages = {
  'an order out for delivery': page.trackingHtml({
    number: 123_456,
    status: 'outForDelivery',
    steps: [
      { status: 'new', at: at('2026-11-27T08:30:00Z') },
      { status: 'confirmed', at: at('2026-11-27T09:00:00Z') },
      { status: 'outForDelivery', at: at('2026-11-27T14:00:00Z') },
    ],
    lines: [
      { title: 'Boubou brodé', variant: 'L, Indigo', quantity: 1, amount: 18_000 },
      { title: 'Pagne wax', variant: '6 yards', quantity: 2, amount: 7_500 },
    ],
    deliveryFee: 500,
    total: 26_000,
    due: 26_000,
    riderName: 'Ibrahim',
  }),
  'a link that names no order': page.unknownLinkHtml(),
};
const result = Object.fromEntries(
  Object.entries(pages).map(([name, html]) => [name, { bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length }]),
);
console.log(JSON.stringify(result));
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'tracking-page.json'), `${JSON.stringify(result, null, 2)}\n`);
