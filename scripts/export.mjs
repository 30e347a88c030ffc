/**
 * npm run emulators:export: while `npm start` runs, saves its Auth and Firestore data and the local
 * blob store's files back into emulator-data/, so the next start (and every clone) begins from them.
 */
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runFirebase } from './lib/emulators.mjs';
import { cacheDir, runningBlobsDir, seedBlobsDir, seedDir } from './lib/paths.mjs';

try {
  await fetch('http://127.0.0.1:4400/emulators');
} catch {
  console.error('The emulators are not running: start them with `npm start`, then export from another terminal.');
  process.exit(1);
}

await mkdir(cacheDir, { recursive: true });
const exportDir = await mkdtemp(join(cacheDir, 'export-'));
const code = await runFirebase(['emulators:export', exportDir, '--force']).done;
if (code !== 0) {
  console.error(`firebase emulators:export failed (exit code ${code}); emulator-data/ was left as it was.`);
  process.exit(code);
}
for (const entry of ['auth_export', 'firestore_export', 'firebase-export-metadata.json']) {
  await rm(join(seedDir, entry), { recursive: true, force: true });
  await rename(join(exportDir, entry), join(seedDir, entry));
}
await rm(exportDir, { recursive: true, force: true });
await rm(seedBlobsDir, { recursive: true, force: true });
await cp(runningBlobsDir, seedBlobsDir, { recursive: true });
console.log('Saved the running data into emulator-data/. Commit it to share it.');
