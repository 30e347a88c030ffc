/**
 * npm run admin:grant -- <email> [--revoke] [--project <project id>]
 * Grants the first admin: the `role` claim and the profile's role `admin`, with a profile made from
 * the Auth record when there is none; only to a verified address. With --revoke, takes the role
 * back (claim, profile, sessions ended), even from the last admin: the way out when nobody can sign
 * in to /store/staff. Against the running emulators by default; against a real
 * project with --project, given GOOGLE_APPLICATION_CREDENTIALS. Staff grant later roles with the
 * setUserRole callable.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GrantError, grantTarget } from './admin/grant-target.mjs';
import { brand, collections } from './lib/contract.mjs';
import { projectId, repoRoot } from './lib/paths.mjs';

const firebaseConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));

let target;
try {
  target = grantTarget(process.argv.slice(2), process.env, firebaseConfig, projectId);
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
  if (user && target.revoke) {
    // Claim, profile and sessions at once: the rules read the profile, the functions read Auth.
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'customer' });
    const profile = db.collection(collections.profiles).doc(user.uid);
    if ((await profile.get()).exists) await profile.update({ role: 'customer' });
    await auth.revokeRefreshTokens(user.uid);
    console.log(
      `${target.email} (${user.uid}) is no longer ${brand.adminRole} on ${where}: every staff write and staff function refuses them now, and their sessions are ended.`,
    );
  } else if (user && !user.emailVerified) {
    console.error(
      `${target.email} has not verified its email address on ${where}: only a verified address can be ${brand.adminRole}. ` +
        'Open the link of the verification email first (the app sends it again on request), then run this again.',
    );
    process.exitCode = 1;
  } else if (user) {
    // The claim first: the profile write then finds syncRoleClaim with nothing to do.
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: brand.adminRole });
    const profile = db.collection(collections.profiles).doc(user.uid);
    await db.runTransaction(async (transaction) => {
      if ((await transaction.get(profile)).exists) {
        transaction.update(profile, { role: brand.adminRole });
      } else {
        transaction.set(profile, {
          role: brand.adminRole,
          emailVerified: user.emailVerified,
          ...(user.email && { email: user.email }),
        });
      }
    });
    console.log(
      `${target.email} (${user.uid}) is now ${brand.adminRole} on ${where}. They see it once their ID token is refreshed: sign out and in again.`,
    );
  }
} catch (error) {
  console.error(`Could not grant ${brand.adminRole} to ${target.email} on ${where}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
