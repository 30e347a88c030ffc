import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  setDoc,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore/lite';
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
  'today-manager': 'manager',
  'today-viewer': 'viewer',
  'today-seller': 'seller',
  'today-rider': 'rider',
  'today-other-rider': 'rider',
  'today-former-rider': 'customer',
};

/** Writes the profiles of these staff uids as setUserRole leaves them; a test that changed one puts it back. */
export const restoreStaffProfiles = (env: RulesEnv, uids = Object.keys(staffProfiles)) =>
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

/** A caller's Firestore: the Lite SDK, so that every read and write is one request the rules answer. */
export type ClientDb = Firestore;
interface RulesContext {
  firestore(): ClientDb;
}
/** What the rules tests ask of their environment, as @firebase/rules-unit-testing names it. */
export interface RulesEnv {
  authenticatedContext(uid: string, claims?: Record<string, unknown>): RulesContext;
  unauthenticatedContext(): RulesContext;
  /** Runs `work` as a function or the seed would write, with the rules off. */
  withSecurityRulesDisabled(work: (context: RulesContext) => Promise<unknown>): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * The callers talk to the emulator through the Lite SDK (REST), not the full one, whose streams made the
 * rules' answers hard to read: offline under load it answered reads from its cache (an anonymous list
 * "allowed", clean-clone run of 2026-12-03), sent a write again after its stream broke (a create denied
 * because its first send had landed, 2026-12-02), and one client's stream stalled for 56 s, holding up the
 * access table (2026-12-03). A REST request has no cache, no resend and no shared stream.
 */
function restEnv(projectId: string, unload: () => Promise<void>): RulesEnv {
  const [host, port] = emulatorHost('FIRESTORE_EMULATOR_HOST').split(':');
  const apps: FirebaseApp[] = [];
  const client = (token?: EmulatorMockTokenOptions | 'owner'): RulesContext => {
    const app = initializeApp({ projectId }, `rules-${apps.length + 1}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host!, Number(port), token ? { mockUserToken: token } : {});
    return { firestore: () => db };
  };
  // The "owner" token is the emulator's own for a caller the rules do not apply to.
  let rulesOff: RulesContext | undefined;
  return {
    authenticatedContext: (uid, claims = {}) => client({ ...claims, sub: uid, user_id: uid }),
    unauthenticatedContext: () => client(),
    withSecurityRulesDisabled: async (work) => {
      rulesOff ??= client('owner');
      await work(rulesOff);
    },
    cleanup: async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await unload();
    },
  };
}

/**
 * A test environment on the real Firestore emulator, loaded with the project's own rules and its staff's
 * profiles: in the seeded project if `seeded`, else in the worker's own.
 */
export async function startRulesEnv({ seeded = false } = {}): Promise<RulesEnv> {
  const [host, port] = emulatorHost('FIRESTORE_EMULATOR_HOST').split(':');
  const rulesProject = rulesProjectId(seeded);
  // The rules-testing library loads the rules; the callers are the Lite SDK's.
  const loaded = await initializeTestEnvironment({
    projectId: rulesProject,
    firestore: { rules: rulesSource, host, port: Number(port) },
  });
  const env = restEnv(rulesProject, () => loaded.cleanup());
  await restoreStaffProfiles(env);
  return env;
}

/** Removes the staff's profiles (the seed's checks read every profile) and the environment. */
export async function stopRulesEnv(env: RulesEnv | undefined): Promise<void> {
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
export function roleClients(env: RulesEnv) {
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
