/**
 * The restore drill (npm run backup:drill) on the emulators' data: the seed, plus a few documents of
 * every value type the shop stores and a subcollection. Everything is exported, wiped, imported: every
 * document and every account must come back equal, and a restored account signs in with its password.
 * This file runs alone (run-alone.cjs), so no other test reads while the data is gone.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { adminAuth, adminDb } from '../support/admin-app';
import { emulatorHost } from '../support/emulators';
import { seedAccounts } from '../support/seed-accounts';

const runDrill = join(__dirname, '..', '..', 'scripts', 'backup', 'run-drill.mjs');
const samples = adminDb.collection('backupDrillSamples');
const placedAt = Timestamp.fromDate(new Date('2026-11-20T09:30:00Z'));

interface Snapshot {
  collections: Record<string, { documents: number; hash: string }>;
  accounts: { count: number; hash: string };
}
interface DrillReport {
  before: Snapshot;
  after: Snapshot;
  differences: string[];
  wipedClean: boolean;
  accountDifferences: { uid: string; fields: string[] }[];
}

beforeAll(async () => {
  // Accounts as the other suites leave them: enabled ones stored with `disabled: false`, one disabled.
  await adminAuth.createUser({
    uid: 'drill-enabled',
    email: 'drill-enabled@kasuwa.test',
    password: 'drill-password',
    disabled: false,
  });
  await adminAuth.createUser({
    uid: 'drill-disabled',
    email: 'drill-disabled@kasuwa.test',
    password: 'drill-password',
    disabled: true,
  });
  await samples.doc('every-type').set({
    at: placedAt,
    where: new GeoPoint(13.5137, 2.1098),
    product: adminDb.doc(`${collections.products}/boubou-brode-indigo`),
    nested: { lines: [{ quantity: 2, price: 7500 }], paid: true },
    note: null,
    ratio: 0.25,
  });
  await samples.doc('every-type').collection('history').doc('change:1').set({ from: 'new', to: 'confirmed', at: placedAt });
});

afterAll(async () => {
  await adminDb.recursiveDelete(samples);
  await adminAuth.deleteUsers(['drill-enabled', 'drill-disabled']);
});

it('wipes everything and brings every document and account back equal', async () => {
  // A failed drill exits 1 with its report: read it either way, so the assertions say what differed.
  const { stdout } = await promisify(execFile)(process.execPath, [runDrill, '--json'], { timeout: 150_000 }).catch(
    (failure: Error & { stdout?: string; stderr?: string }) => {
      if (!failure.stdout) throw new Error(`The drill did not report: ${failure.stderr ?? failure.message}`);
      return { stdout: failure.stdout };
    },
  );
  const report = JSON.parse(stdout) as DrillReport;

  expect(report.wipedClean).toBe(true);
  expect(report.accountDifferences).toEqual([]);
  expect(report.differences).toEqual([]);
  expect(report.after).toEqual(report.before);
  expect(report.before.collections.backupDrillSamples?.documents).toBe(2);
  expect(report.before.collections[collections.products]?.documents).toBe(
    (await adminDb.collection(collections.products).count().get()).data().count,
  );
  expect(report.before.accounts.count).toBe((await adminAuth.listUsers()).users.length);

  const restored = (await samples.doc('every-type').get()).data();
  expect(restored?.at).toEqual(placedAt);
  expect(restored?.where).toEqual(new GeoPoint(13.5137, 2.1098));
  expect(restored?.product.path).toBe(`${collections.products}/boubou-brode-indigo`);
  expect(restored?.nested).toEqual({ lines: [{ quantity: 2, price: 7500 }], paid: true });
  expect((await samples.doc('every-type').collection('history').doc('change:1').get()).exists).toBe(true);
  expect((await adminAuth.getUserByEmail(seedAccounts.admin.email)).customClaims).toMatchObject({ role: 'admin' });
  expect((await adminAuth.getUser('drill-disabled')).disabled).toBe(true);
  expect((await adminAuth.getUser('drill-enabled')).disabled).toBe(false);
}, 180_000);

it('signs a restored account in with its own password', async () => {
  const host = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const signIn = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=drill`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seedAccounts.admin.email, password: seedAccounts.admin.password, returnSecureToken: true }),
  });
  const answer = (await signIn.json()) as { email?: string; error?: { message?: string } };
  expect(answer.error?.message).toBeUndefined();
  expect(answer.email).toBe(seedAccounts.admin.email);
});

it('brings back no staff power taken away since the backup: the old password and token have none, a disabled account stays disabled, a lessened role stays lessened', async () => {
  const drill = join(__dirname, '..', '..', 'scripts', 'backup', 'run-revocation-drill.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [drill], { timeout: 150_000 }).catch(
    (failure: Error & { stdout?: string; stderr?: string }) => {
      if (!failure.stdout) throw new Error(`The revocation drill did not report: ${failure.stderr ?? failure.message}`);
      return { stdout: failure.stdout };
    },
  );
  const findings = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  expect(findings).toMatchObject({
    // Granted, and the night's backup still says staff: what a plain restore gives back.
    grantedTokenRole: 'admin',
    restoredClaim: 'admin',
    // The guard takes it away again, and the old token is revoked.
    claimAfter: 'customer',
    profileRoleAfter: 'customer',
    oldPasswordTokenRole: 'customer',
    oldTokenRevoked: true,
    otherDisabled: true,
    // A manager made a viewer after the backup is restored as a manager, and made a viewer again.
    lessenedRestoredClaim: 'manager',
    lessenedClaimAfter: 'viewer',
    lessenedProfileRoleAfter: 'viewer',
    seedAdminStaff: true,
    passed: true,
  });
  expect((findings.guard as { demoted: string[] }).demoted).toHaveLength(2);
}, 180_000);
