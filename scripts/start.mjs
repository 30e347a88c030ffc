/**
 * npm start: the whole product on the local emulators (Auth, Firestore, Functions, Hosting) with the
 * seed data, offline. `npm run build` has already run (see package.json). Ctrl-C stops everything.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnvOrExit, endGroup, resetRunningBlobs, runFirebase } from './lib/emulators.mjs';
import { repoRoot, seedDir } from './lib/paths.mjs';
import accounts from './seed/accounts.json' with { type: 'json' };

const services = ['auth', 'firestore', 'functions', 'hosting'];
const firebaseConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));

const env = emulatorEnvOrExit(console.log);
await resetRunningBlobs();

const { child, done } = runFirebase(['emulators:start', '--only', services.join(','), '--import', seedDir], {
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators…');
  child.kill('SIGINT');
  // The CLI stops its emulators itself; if it has not within 20 s, end the whole group.
  setTimeout(() => endGroup(child.pid), 20_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function printWelcome() {
  const { host, port } = firebaseConfig.emulators.hosting;
  const site = `http://${host}:${port}`;
  const rows = Object.values(accounts).map(
    (account) => `│    ${account.email.padEnd(24)} ${account.password.padEnd(20)} ${account.about}`,
  );
  console.log(`
┌──────────────────────────────────────────────────────────────────────────────
│ Kasuwa is running on the emulators (project demo-kasuwa, seed from emulator-data/)
│
│   Site            ${site}/          (catalogue ${site}/boutique, cart ${site}/panier)
│   Staff admin     ${site}/admin-login  (then feedback ${site}/admin-feedback)
│   Store admin     ${site}/store        (log in as the owner below, or a team member to see their role)
│
│   Seeded accounts (email, password):
${rows.join('\n')}
│
│   Data older than this code (ids legacy-…): npm run migrate, then npm run migrate -- --apply
│   Keep what you changed: npm run emulators:export (in another terminal)
│   Stop: Ctrl-C
└──────────────────────────────────────────────────────────────────────────────
`);
}

// The CLI's own output passes through; the welcome follows its "ready" table, where it is seen.
let welcomed = false;
let recent = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (welcomed) return;
  recent = (recent + chunk.toString()).slice(-4000);
  if (/All emulators ready/.test(recent) && /Other reserved ports/.test(recent)) {
    welcomed = true;
    printWelcome();
  }
});

const code = await done;
process.exit(stopping ? 0 : code);
