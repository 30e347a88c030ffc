/**
 * npm run deploy:lock: writes functions/package-lock.json, the lock file `firebase deploy` uploads with
 * the functions. Inside this repository functions/ is a workspace and npm keeps one lock at the root, so
 * the lock is resolved in a temporary copy of functions/package.json, as Cloud Build will see it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const functionsDir = join(repoRoot, 'functions');
const staging = mkdtempSync(join(tmpdir(), 'kasuwa-lock-'));
try {
  copyFileSync(join(functionsDir, 'package.json'), join(staging, 'package.json'));
  execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: staging,
    stdio: 'inherit',
  });
  copyFileSync(join(staging, 'package-lock.json'), join(functionsDir, 'package-lock.json'));
  console.log('deploy:lock: wrote functions/package-lock.json');
} finally {
  rmSync(staging, { recursive: true, force: true });
}
