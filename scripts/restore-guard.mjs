/**
 * npm run restore:guard -- before <file> [--project <id>]
 * npm run restore:guard -- after <file> [--keep <email>,<email>] [--project <id>]
 * The restore's guard (docs/operations.md, "A restore from backup"): `before`, run before anything is
 * imported, writes who is staff and who is disabled now into <file>; `after`, run once the night's
 * accounts and documents are back, takes staff power from every account that did not have it in
 * <file> (an account <file> does not know is not trusted either, unless --keep names it), disables
 * again the accounts <file> says were disabled, and ends every staff session. Against the running
 * emulators by default; against a real project with --project, given GOOGLE_APPLICATION_CREDENTIALS.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GrantError, adminTarget } from './admin/grant-target.mjs';
import { reapplyRevocations, standingNow } from './backup/restore-guard.mjs';
import { collections, staffRoles } from './lib/contract.mjs';
import { projectId, repoRoot } from './lib/paths.mjs';

const usage = 'Usage: npm run restore:guard -- <before|after> <file> [--keep <email>,<email>] [--project <project id>]';
let step;
let file;
let target;
let keep;
try {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { project: { type: 'string' }, keep: { type: 'string', default: '' } },
  });
  [step, file] = positionals;
  if (positionals.length !== 2 || !['before', 'after'].includes(step)) throw new GrantError(usage);
  keep = values.keep
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);
  const firebaseConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  target = adminTarget(values.project, process.env, firebaseConfig, projectId, 'Guarding a restore');
} catch (error) {
  console.error(error instanceof GrantError ? error.message : `${error.message}. ${usage}`);
  process.exit(1);
}
for (const [name, value] of Object.entries(target.env)) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

// Loaded only now, so that the Admin SDK starts with the emulator variables as set above.
const { deleteApp, initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId: target.projectId });
try {
  if (step === 'before') {
    const standing = await standingNow(getAuth(app), { staffRoles });
    writeFileSync(file, JSON.stringify(standing, null, 2));
    const accounts = Object.values(standing.accounts);
    console.log(
      `${file}: ${accounts.length} accounts, ${accounts.filter((account) => account.staff).length} staff, ${accounts.filter((account) => account.disabled).length} disabled, as of ${standing.readAt}. Now restore, then run: npm run restore:guard -- after ${file}`,
    );
  } else {
    const before = JSON.parse(readFileSync(file, 'utf8'));
    const report = await reapplyRevocations(getAuth(app), getFirestore(app), before, {
      staffRoles,
      collections: { profiles: collections.profiles, roleChanges: collections.roleChanges },
      keep,
    });
    console.log(
      `Staff power taken back from ${report.demoted.length} account(s), ${report.disabled.length} disabled again, sessions ended for ${report.sessionsEnded.length}: every staff member signs in again.`,
    );
  }
} catch (error) {
  console.error(`The restore guard could not finish (${step}): ${error.message}. Run it again: each step can be repeated.`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
