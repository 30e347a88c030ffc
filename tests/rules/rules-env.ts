import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { emulatorHost, projectId } from '../support/emulators';

export const rulesSource = readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

/**
 * The staff of the rules tests: the rules want the profile's role as well as the claim, as setUserRole
 * and admin:grant write both. `rules-demoted-admin` still carries the claim, as an ID token made before
 * a demotion does, but its profile says customer now.
 */
const staffProfiles: Record<string, string> = {
  'rules-admin': 'admin',
  'rules-unverified-admin': 'admin',
  'rules-demoted-admin': 'customer',
  'store-admin': 'admin',
  'run-seller': 'seller',
  'run-rider': 'rider',
  'run-other-rider': 'rider',
  'run-former-rider': 'customer',
  'fields-admin': 'admin',
  'matrix-admin': 'admin',
  'matrix-manager': 'manager',
  'matrix-seller': 'seller',
  'matrix-rider': 'rider',
  'matrix-viewer': 'viewer',
  'seed-validity-admin': 'admin',
};

/** Writes the profiles of these staff uids as setUserRole leaves them; a test that changed one puts it back. */
export const restoreStaffProfiles = (env: RulesTestEnvironment, uids = Object.keys(staffProfiles)) =>
  env.withSecurityRulesDisabled((context) =>
    Promise.all(
      uids.map((uid) =>
        setDoc(doc(context.firestore(), 'users', uid), {
          role: staffProfiles[uid] ?? 'admin',
          emailVerified: true,
          email: `${uid}@kasuwa.test`,
        }),
      ),
    ).then(() => undefined),
  );

/**
 * The project a rules file runs in. The files run two at a time, each Jest worker in a project of its
 * own (an empty database, its own copy of the rules), so one file's documents and staff profiles never
 * meet another's; only the seed's check runs in the project the seed was imported into.
 */
const rulesProjectId = (seeded: boolean) => (seeded ? projectId : `${projectId}-rules-${process.env.JEST_WORKER_ID ?? '1'}`);

/**
 * A test environment on the real Firestore emulator, loaded with the project's own rules and its staff's
 * profiles: in the seeded project if `seeded`, else in the worker's own.
 */
export async function startRulesEnv({ seeded = false } = {}): Promise<RulesTestEnvironment> {
  const [host, port] = emulatorHost('FIRESTORE_EMULATOR_HOST').split(':');
  const env = await initializeTestEnvironment({
    projectId: rulesProjectId(seeded),
    firestore: { rules: rulesSource, host, port: Number(port) },
  });
  await restoreStaffProfiles(env);
  return env;
}

/** Removes the staff's profiles (the seed's checks read every profile) and the environment. */
export async function stopRulesEnv(env: RulesTestEnvironment | undefined): Promise<void> {
  if (!env) return;
  await env.withSecurityRulesDisabled((context) =>
    Promise.all(Object.keys(staffProfiles).map((uid) => deleteDoc(doc(context.firestore(), 'users', uid)))).then(() => undefined),
  );
  await env.cleanup();
}

/**
 * One Firestore client per role, as the rules see them. `email_verified` is what Auth puts in the ID
 * token; customers are verified unless the role says otherwise.
 */
export function roleClients(env: RulesTestEnvironment) {
  return {
    anonymous: env.unauthenticatedContext().firestore(),
    unverifiedCustomer: env
      .authenticatedContext('rules-unverified', { email: 'pasverifie@kasuwa.test', email_verified: false })
      .firestore(),
    customer: env.authenticatedContext('rules-customer', { email: 'client@kasuwa.test', email_verified: true }).firestore(),
    otherCustomer: env.authenticatedContext('rules-other', { email: 'autre@kasuwa.test', email_verified: true }).firestore(),
    admin: env
      .authenticatedContext('rules-admin', { role: 'admin', email: 'staff@kasuwa.test', email_verified: true })
      .firestore(),
    /** A staff member demoted a moment ago, whose ID token still carries the claim. */
    demotedAdmin: env
      .authenticatedContext('rules-demoted-admin', { role: 'admin', email: 'ancien-staff@kasuwa.test', email_verified: true })
      .firestore(),
    /** An admin claim on an address nobody verified: whoever signed up first with a staff member's email. */
    unverifiedAdmin: env
      .authenticatedContext('rules-unverified-admin', { role: 'admin', email: 'futur-staff@kasuwa.test', email_verified: false })
      .firestore(),
  };
}
