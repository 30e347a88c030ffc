import { deleteDoc, doc, getDoc, setDoc, updateDoc, type DocumentData, type UpdateData } from 'firebase/firestore/lite';
import { startRulesEnv, stopRulesEnv, type ClientDb, type RulesEnv } from './rules-env';

/**
 * The store's rules tests (products, orders, shop users, posts) go role by role into the field checks
 * and into what one shopper may see of another's records. Their uids are their own, so they share no
 * document with the other rules tests.
 */
export const storeUids = { ownerUid: 'store-owner', otherUid: 'store-other', adminUid: 'store-admin' };

export const longText = (length: number) => 'a'.repeat(length);

interface StoreRoles {
  anonymous: ClientDb;
  /** The shopper whose records the tests write. */
  owner: ClientDb;
  other: ClientDb;
  admin: ClientDb;
  /** Writes a document with the rules off, as a function, the console or the seed would. */
  seed: (path: string, data: object) => Promise<void>;
  /** Another caller, with these ID token claims. */
  signIn: (uid: string, claims: Record<string, unknown>) => ClientDb;
}

/** One Firestore client per role for the test file that calls it, signed in before its tests. */
export function storeRoles(): StoreRoles {
  let env: RulesEnv | undefined;
  const roles = {} as StoreRoles;
  beforeAll(async () => {
    const started = await startRulesEnv();
    env = started;
    const verified = (email: string, role: string) => ({ email, email_verified: true, role });
    roles.anonymous = started.unauthenticatedContext().firestore();
    roles.owner = started.authenticatedContext(storeUids.ownerUid, verified('store-owner@kasuwa.test', 'customer')).firestore();
    roles.other = started.authenticatedContext(storeUids.otherUid, verified('store-other@kasuwa.test', 'customer')).firestore();
    roles.admin = started.authenticatedContext(storeUids.adminUid, verified('store-staff@kasuwa.test', 'admin')).firestore();
    roles.signIn = (uid, claims) => started.authenticatedContext(uid, claims).firestore();
    roles.seed = (path, data) => started.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));
  });
  afterAll(() => stopRulesEnv(env));
  return roles;
}

/** The four document operations a caller may try, on a path: what the rules decide on. */
export const read = (db: ClientDb, path: string) => getDoc(doc(db, path));
export const write = (db: ClientDb, path: string, data: DocumentData) => setDoc(doc(db, path), data);
export const change = (db: ClientDb, path: string, data: UpdateData<DocumentData>) => updateDoc(doc(db, path), data);
export const remove = (db: ClientDb, path: string) => deleteDoc(doc(db, path));
