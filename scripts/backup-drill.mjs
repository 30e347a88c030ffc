/**
 * npm run backup:drill: proves a restore on the emulators. Starts Auth and Firestore with the seed,
 * then runs the drill (scripts/backup/drill.mjs): a hash per collection and of the Auth accounts,
 * an export in the managed export's format, a wipe, an import, and the hashes again; then the
 * revocation drill (scripts/backup/run-revocation-drill.mjs): a staff member removed after the backup
 * has no staff power once the restore guard ran. Exits 1 when anything did not come back, or came back
 * that should not. docs/operations.md has the same steps for production.
 */
import { emulatorEnvOrExit, runFirebase } from './lib/emulators.mjs';
import { seedDir } from './lib/paths.mjs';

const env = emulatorEnvOrExit(console.log);
const code = await runFirebase(
  [
    'emulators:exec',
    '--only',
    'auth,firestore',
    '--import',
    seedDir,
    'node scripts/backup/run-drill.mjs && node scripts/backup/run-revocation-drill.mjs',
  ],
  { env },
).done;
process.exit(code);
