import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cacheDir = join(repoRoot, '.cache');
export const contractSrc = join(repoRoot, 'contract', 'src');
export const seedDir = join(repoRoot, 'emulator-data');
export const seedBlobsDir = join(seedDir, 'blobs');
/** Where the local blob store keeps files while the emulators run (see functions/.env.local). */
export const runningBlobsDir = join(cacheDir, 'blobs');
export const reportsDir = join(cacheDir, 'reports');
export const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
export const projectId = 'demo-kasuwa';
