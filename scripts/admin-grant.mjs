/**
 * npm run admin:grant -- <email> [--role <staff role>] [--revoke] [--project <project id>]
 * Grants the first owner (`admin`), or another staff role with --role: the `role` claim and the
 * profile's role, with a profile made from the Auth record when there is none; only to a verified
 * address. With --revoke, takes any staff role back (claim, profile, sessions ended), even from the
 * last owner: the way out when nobody can sign in to /store/staff. A change of staff role ends the
 * account's sessions too. Against the running emulators by default; against a real project with
 * --project, given GOOGLE_APPLICATION_CREDENTIALS. The owner grants later roles with the setUserRole
 * callable (/store/staff).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GrantError, grantTarget } from './admin/grant-target.mjs';
import { collections, staffRoles } from './lib/contract.mjs';
import { projectId, repoRoot } from './lib/paths.mjs';

const firebaseConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));

let target;
try {
  target = grantTarget(process.argv.slice(2), process.env, firebaseConfig, projectId, staffRoles);
} catch (error) {
  if (!(error instanceof GrantError)) throw error;
  console.error(error.message);
  process.exit(1);
}
for (const [name, value] of Object.entries(target.env)) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
const where = target.emulated ? 'the emulators' : `project ${target.projectId}`;

if (target.emulated) {
  const hosts = [process.env.FIREBASE_AUTH_EMULATOR_HOST, process.env.FIRESTORE_EMULATOR_HOST];
  const up = await Promise.all(
    hosts.map((host) =>
      fetch(`http://${host}/`).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!up.every(Boolean)) {
    console.error(
      `The Auth and Firestore emulators are not running at ${hosts.join(' and ')}: start them with \`npm start\` and run this again, or pass --project <id> for a real project.`,
    );
    process.exit(1);
  }
}

// Loaded only now, so that the Admin SDK starts with the emulator variables as set above.
const { deleteApp, initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');

const app = initializeApp({ projectId: target.projectId });
try {
  const auth = getAuth(app);
  const db = getFirestore(app);
  let user;
  try {
    user = await auth.getUserByEmail(target.email);
  } catch (error) {
    if (error.code !== 'auth/user-not-found') throw error;
    console.error(`No account on ${where} has the email ${target.email}: sign up with it first, then run this again.`);
    process.exitCode = 1;
  }
  /** The audit of roleChanges, as setUserRole keeps it, with this script as the one who changed it. */
  const audit = (from, to) =>
    db.collection(collections.roleChanges).add({
      by: 'admin-grant',
      target: user.uid,
      ...(user.email && { targetEmail: user.email }),
      from: from ?? null,
      to,
      at: new Date(),
    });
  if (user && target.revoke) {
    // Claim, profile and sessions at once: the rules read the profile, the functions read Auth.
    await audit(user.customClaims?.role, 'customer');
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'customer' });
    const profile = db.collection(collections.profiles).doc(user.uid);
    if ((await profile.get()).exists) await profile.update({ role: 'customer' });
    await auth.revokeRefreshTokens(user.uid);
    console.log(
      `${target.email} (${user.uid}) is no longer staff on ${where}: every staff write and staff function refuses them now, and their sessions are ended.`,
    );
  } else if (user && !user.emailVerified) {
    console.error(
      `${target.email} has not verified its email address on ${where}: only a verified address can be ${target.role}. ` +
        'Open the link of the verification email first (the app sends it again on request), then run this again.',
    );
    process.exitCode = 1;
  } else if (user) {
    // The claim first: the profile write then finds syncRoleClaim with nothing to do.
    const before = user.customClaims?.role;
    if (before !== target.role) await audit(before, target.role);
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: target.role });
    const profile = db.collection(collections.profiles).doc(user.uid);
    await db.runTransaction(async (transaction) => {
      if ((await transaction.get(profile)).exists) {
        transaction.update(profile, { role: target.role });
      } else {
        transaction.set(profile, {
          role: target.role,
          emailVerified: user.emailVerified,
          ...(user.email && { email: user.email }),
        });
      }
    });
    // A token of the old staff role must not keep its powers for the hour it has left.
    const roleChanged = staffRoles.includes(before) && before !== target.role;
    if (roleChanged) await auth.revokeRefreshTokens(user.uid);
    console.log(
      `${target.email} (${user.uid}) is now ${target.role} on ${where}. ` +
        (roleChanged
          ? `Their sessions as ${before} are ended: they sign in again.`
          : 'They see it once their ID token is refreshed: sign out and in again.'),
    );
  }
} catch (error) {
  const doing = target.revoke ? 'take the role back from' : `grant ${target.role} to`;
  console.error(`Could not ${doing} ${target.email} on ${where}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
