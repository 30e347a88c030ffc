/**
 * The functions' own pure helpers, for the seed to write what they write: an accepted order's demands on
 * the stock and its entry in the held units (functions/src/orders/held-units.ts), and its tracking link's
 * view (functions/src/tracking/tracking-view.ts). Bundled by esbuild as contract.mjs bundles the
 * contract, into .cache/ rather than a data: URL because the bundle imports firebase-functions' logger,
 * which Node resolves only from a file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { cacheDir, contractSrc, repoRoot } from './paths.mjs';

const entry = `
export { heldOrderOf, newCustomersHoldId } from './orders/held-units';
export { demandsOf } from './stock/stock-reservation';
export { isTrackable, trackingViewOf } from './tracking/tracking-view';
`;

const bundled = await build({
  stdin: { contents: entry, resolveDir: join(repoRoot, 'functions', 'src'), loader: 'ts' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
  alias: { '@kasuwa/contract': contractSrc },
  external: ['firebase-functions', 'firebase-functions/*'],
});

const bundleFile = join(cacheDir, 'server-helpers.mjs');
await mkdir(cacheDir, { recursive: true });
await writeFile(bundleFile, bundled.outputFiles[0].text);

export const { heldOrderOf, newCustomersHoldId, demandsOf, isTrackable, trackingViewOf } = await import(
  pathToFileURL(bundleFile).href
);
