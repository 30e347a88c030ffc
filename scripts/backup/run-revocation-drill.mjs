/**
 * The revocation drill, on the emulators this process was started with (`firebase emulators:exec`):
 * a staff member is granted, the night's backup made, then their role is taken away and their password
 * changed (and another account disabled); everything is lost and restored from the backup, which
 * still says staff, and the restore guard (restore-guard.mjs) runs as the runbook says. Passes only if
 * the old password and the old ID token then have no staff power and the disabled account is
 * disabled again. Prints its findings as JSON; exits 1 unless every one holds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brand, collections, staffRoles } from '../lib/contract.mjs';
import { cacheDir, projectId } from '../lib/paths.mjs';
import { exportAll, importAll, wipe, withTriggersPaused } from './drill.mjs';
import { reapplyRevocations, standingNow } from './restore-guard.mjs';

const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!firestore || !authHost) {
  console.error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not set: run this through npm run backup:drill.');
  process.exit(2);
}
const hosts = { firestore, auth: authHost, projectId };
const hub = process.env.FIREBASE_EMULATOR_HUB;

const { deleteApp, initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId }, 'revocation-drill');
const auth = getAuth(app);
const db = getFirestore(app);

const run = Date.now().toString(36);
const staff = { uid: `drill-staff-${run}`, email: `drill-staff-${run}@kasuwa.test`, password: 'old-password-1' };
const other = { uid: `drill-other-${run}`, email: `drill-other-${run}@kasuwa.test`, password: 'other-password-1' };
const lessened = { uid: `drill-lessened-${run}`, email: `drill-lessened-${run}@kasuwa.test`, password: 'lessened-1' };

/** Signs in with the Auth emulator's REST API: the ID token, or the error Auth gave. */
async function signIn(email, password) {
  const answer = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=drill`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  }).then((response) => response.json());
  return answer.idToken ?? null;
}

/** What a token says of its holder's role, as the rules and the functions read it. */
const roleIn = (idToken) => JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).role ?? null;

const dir = await mkdtemp(join(cacheDir, 'revocation-drill-'));
const findings = {};
try {
  await withTriggersPaused(hub, async () => {
    for (const account of [staff, other, lessened]) {
      await auth.createUser({ ...account, emailVerified: true });
      await db
        .collection(collections.profiles)
        .doc(account.uid)
        .set({ role: 'customer', emailVerified: true, email: account.email });
    }
    await auth.setCustomUserClaims(staff.uid, { role: brand.adminRole });
    await db.collection(collections.profiles).doc(staff.uid).update({ role: brand.adminRole });
    await auth.setCustomUserClaims(lessened.uid, { role: 'manager' });
    await db.collection(collections.profiles).doc(lessened.uid).update({ role: 'manager' });
    const oldToken = await signIn(staff.email, staff.password);
    findings.grantedTokenRole = roleIn(oldToken);
    // Auth revokes the tokens issued before the second of a revocation, not in it: the night's token is
    // hours older than any revocation, so the drill's is made older than this one by a second at least.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    // The night's backup, with the staff member still staff.
    await exportAll(hosts, dir);

    // The next day: the role taken back, the password changed, another account disabled, a manager
    // made a viewer.
    await auth.setCustomUserClaims(staff.uid, { role: 'customer' });
    await db.collection(collections.profiles).doc(staff.uid).update({ role: 'customer' });
    await auth.revokeRefreshTokens(staff.uid);
    await auth.updateUser(staff.uid, { password: 'new-password-2' });
    await auth.updateUser(other.uid, { disabled: true });
    await auth.setCustomUserClaims(lessened.uid, { role: 'viewer' });
    await db.collection(collections.profiles).doc(lessened.uid).update({ role: 'viewer' });

    // The restore, as the runbook: the standing read first, everything back from the night, the guard.
    const before = await standingNow(auth, { staffRoles });
    await wipe(hosts);
    await importAll(hosts, dir);
    findings.restoredClaim = (await auth.getUser(staff.uid)).customClaims?.role ?? null;
    findings.lessenedRestoredClaim = (await auth.getUser(lessened.uid)).customClaims?.role ?? null;
    findings.guard = await reapplyRevocations(auth, db, before, {
      staffRoles,
      collections: { profiles: collections.profiles, roleChanges: collections.roleChanges },
    });

    findings.claimAfter = (await auth.getUser(staff.uid)).customClaims?.role ?? null;
    findings.profileRoleAfter = (await db.collection(collections.profiles).doc(staff.uid).get()).get('role') ?? null;
    const afterToken = await signIn(staff.email, staff.password);
    findings.oldPasswordTokenRole = afterToken ? roleIn(afterToken) : null;
    findings.oldTokenRevoked = await auth.verifyIdToken(oldToken, true).then(
      () => false,
      (error) => error.code === 'auth/id-token-revoked',
    );
    findings.otherDisabled = (await auth.getUser(other.uid)).disabled;
    findings.lessenedClaimAfter = (await auth.getUser(lessened.uid)).customClaims?.role ?? null;
    findings.lessenedProfileRoleAfter = (await db.collection(collections.profiles).doc(lessened.uid).get()).get('role') ?? null;
    const seedAdmin = (await auth.listUsers(1000)).users.find((user) => user.email === 'admin@kasuwa.test');
    findings.seedAdminStaff = seedAdmin?.customClaims?.role === brand.adminRole;
  });
  const passed =
    findings.grantedTokenRole === brand.adminRole &&
    findings.restoredClaim === brand.adminRole &&
    findings.claimAfter !== brand.adminRole &&
    findings.profileRoleAfter === 'customer' &&
    findings.oldPasswordTokenRole !== brand.adminRole &&
    findings.oldTokenRevoked === true &&
    findings.otherDisabled === true &&
    findings.lessenedRestoredClaim === 'manager' &&
    findings.lessenedClaimAfter === 'viewer' &&
    findings.lessenedProfileRoleAfter === 'viewer' &&
    findings.seedAdminStaff === true;
  console.log(JSON.stringify({ passed, ...findings }));
  process.exitCode = passed ? 0 : 1;
} finally {
  await auth.deleteUsers([staff.uid, other.uid, lessened.uid]);
  const audit = await db.collection(collections.roleChanges).where('target', 'in', [staff.uid, lessened.uid]).get();
  await Promise.all([
    ...[staff, other, lessened].map((account) => db.collection(collections.profiles).doc(account.uid).delete()),
    ...audit.docs.map((change) => change.ref.delete()),
  ]);
  await rm(dir, { recursive: true, force: true });
  await deleteApp(app);
}
