/**
 * npm run dev: the emulators with the seed (as npm start), and the web's dev server with hot reload
 * against them. An edit to a staff component shows at once (React Fast Refresh); an edit to a public
 * page at the next load of the page. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDevServer } from './lib/dev-server.mjs';
import { repoRoot } from './lib/paths.mjs';

const hostingOrigin = 'http://127.0.0.1:5000';
// The Hosting emulator serves web/dist; the dev server needs it only for /api/…, so an empty one will do.
mkdirSync(join(repoRoot, 'web', 'dist'), { recursive: true });

const stack = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], { cwd: repoRoot, stdio: 'inherit' });
const stackEnded = new Promise((resolve) => stack.on('exit', (code) => resolve(code ?? 1)));

/** Ready once a function answers through Hosting: the emulators are up and the functions loaded. */
async function stackReady() {
  for (;;) {
    const up = await fetch(`${hostingOrigin}/api/catalogue`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return true;
    await sleep(1000);
  }
}

const first = await Promise.race([stackReady(), stackEnded.then(() => false)]);
if (!first) process.exit(await stackEnded);

const dev = await startDevServer({ hostingOrigin });
console.log(`
  Dev server with hot reload: ${dev.url}/  (staff: ${dev.url}/admin-login, store: ${dev.url}/store)
  The built site stays at ${hostingOrigin}/ (as of the last build). Stop both: Ctrl-C
`);

const stop = () => stack.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await stackEnded;
await dev.close();
process.exit(code);
