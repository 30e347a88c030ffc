/**
 * npm start: the whole product on the local emulators (Auth, Firestore, Functions, Hosting) with the
 * seed data, offline. `npm run build` has already run (see package.json). Ctrl-C stops everything.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { SetupError } from './lib/firestore-emulator.mjs';
import { emulatorEnv, endGroup, resetRunningBlobs, runFirebase } from './lib/emulators.mjs';
import { seedDir } from './lib/paths.mjs';
import accounts from './seed/accounts.json' with { type: 'json' };

const services = ['auth', 'firestore', 'functions', 'hosting'];
const hub = 'http://127.0.0.1:4400/emulators';

let env;
try {
  env = emulatorEnv(console.log);
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await resetRunningBlobs();

const { child, done } = runFirebase(['emulators:start', '--only', services.join(','), '--import', seedDir], { env });

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

async function waitUntilRunning() {
  while (!stopping) {
    try {
      const running = await (await fetch(hub)).json();
      if (services.every((service) => running[service])) return running;
    } catch {
      // The hub is not up yet.
    }
    await sleep(500);
  }
  return null;
}

function printWelcome(running) {
  const site = `http://${running.hosting.host}:${running.hosting.port}`;
  const rows = Object.values(accounts).map(
    (account) => `    ${account.email.padEnd(24)} ${account.password.padEnd(20)} ${account.about}`,
  );
  console.log(`
┌──────────────────────────────────────────────────────────────────────────────
│ Kasuwa is running on the emulators (project demo-kasuwa, seed from emulator-data/)
│
│   Site            ${site}/
│   Staff admin     ${site}/admin-login
│
│   Seeded accounts (email, password):
${rows.map((row) => `│${row}`).join('\n')}
│
│   Keep what you changed: npm run emulators:export (in another terminal)
│   Stop: Ctrl-C
└──────────────────────────────────────────────────────────────────────────────
`);
}

const running = await Promise.race([waitUntilRunning(), done.then(() => null)]);
if (running) printWelcome(running);
const code = await done;
process.exit(stopping ? 0 : code);
