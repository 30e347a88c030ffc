/**
 * Runs the restore drill on the emulators this process was started with (`firebase emulators:exec`
 * sets their hosts and the Emulator Hub's): `node scripts/backup/run-drill.mjs [--project demo-kasuwa] [--json]`. Prints a
 * line per collection, before and after; exits 1 unless every collection and every account is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cacheDir, projectId as seedProject } from '../lib/paths.mjs';
import { accountDifferences, runDrill } from './drill.mjs';

const { values } = parseArgs({
  options: { project: { type: 'string', default: seedProject }, json: { type: 'boolean', default: false } },
});
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!firestore || !auth) {
  console.error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not set: run this through npm run backup:drill.');
  process.exit(2);
}

const dir = await mkdtemp(join(cacheDir, 'backup-drill-'));
const log = values.json ? () => undefined : (line) => console.log(line);
try {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const report = await runDrill({ firestore, auth, hub, projectId: values.project }, dir, log);
  const wipedClean = Object.keys(report.wiped.collections).length === 0 && report.wiped.accounts.count === 0;
  const accounts = accountDifferences(report.before, report.after);
  const summary = (snapshot) => ({ collections: snapshot.collections, accounts: snapshot.accounts });
  if (values.json) {
    const { before, wiped, after, ...rest } = report;
    console.log(
      JSON.stringify({
        ...rest,
        before: summary(before),
        wiped: summary(wiped),
        after: summary(after),
        wipedClean,
        accountDifferences: accounts,
      }),
    );
  } else {
    for (const [name, { documents, hash }] of Object.entries(report.before.collections)) {
      const after = report.after.collections[name];
      const same = after?.hash === hash ? 'same' : 'DIFFERENT';
      console.log(`${name.padEnd(28)} ${String(documents).padStart(7)} documents  ${hash.slice(0, 12)}  ${same}`);
    }
    const accountsSame = report.after.accounts.hash === report.before.accounts.hash ? 'same' : 'DIFFERENT';
    console.log(
      `${'Auth accounts'.padEnd(28)} ${String(report.before.accounts.count).padStart(7)} accounts   ${report.before.accounts.hash.slice(0, 12)}  ${accountsSame}`,
    );
    console.log(
      report.differences.length === 0 && wipedClean
        ? `Restore drill passed in ${report.seconds.toFixed(1)} s: everything wiped came back equal.`
        : `Restore drill FAILED: ${wipedClean ? '' : 'the wipe left data; '}${report.differences.join(', ') || 'no difference'}.`,
    );
    for (const { uid, fields } of accounts.slice(0, 10)) console.log(`  account ${uid}: ${fields.join(', ')} differ`);
  }
  process.exitCode = report.differences.length === 0 && wipedClean ? 0 : 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
