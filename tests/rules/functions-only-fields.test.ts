import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { restoreStaffProfiles, startRulesEnv, stopRulesEnv, type ClientDb, type RulesEnv } from './rules-env';

/**
 * What only functions write: the feedback list's `listedAt` (stampFeedbackListedAt), the rate-limit
 * counters (setEmailVerified) and the profile's `role` and `emailVerified` (setUserRole,
 * setEmailVerified). Each role gets its own uids here, so these tests share no document with others.
 */
let env: RulesEnv;
let clients: Record<'anonymous' | 'customer' | 'admin', { db: ClientDb; uid: string; email: string }>;

beforeAll(async () => {
  env = await startRulesEnv();
  const signedIn = (uid: string, email: string, claims: object = {}) => ({
    db: env.authenticatedContext(uid, { email, ...claims }).firestore(),
    uid,
    email,
  });
  clients = {
    anonymous: { db: env.unauthenticatedContext().firestore(), uid: 'fields-anonymous', email: 'anonyme@kasuwa.test' },
    customer: signedIn('fields-customer', 'fields-client@kasuwa.test'),
    admin: signedIn('fields-admin', 'fields-staff@kasuwa.test', { role: 'admin', email_verified: true }),
  };
  await seed(`${collections.rateLimits}/fields-counter`, {
    name: 'setEmailVerified.email',
    count: 1,
    expiresAt: Timestamp.fromMillis(Date.now() + 600_000),
  });
});
afterAll(() => stopRulesEnv(env));

const seed = (path: string, data: object) =>
  env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));

// Some tests write the caller's own profile: the staff member's is put back after each.
afterEach(() => restoreStaffProfiles(env, ['fields-admin']));

describe.each(['anonymous', 'customer', 'admin'] as const)('for %s', (role) => {
  const feedback = () => ({ feedbackType: 'bug', message: 'Le panier se vide', createdAt: serverTimestamp() });

  it('a feedback cannot be sent with listedAt', async () => {
    const { db } = clients[role];
    await assertFails(setDoc(doc(db, collections.feedback, `fields-${role}-a`), { ...feedback(), listedAt: serverTimestamp() }));
    await assertFails(
      setDoc(doc(db, collections.feedback, `fields-${role}-b`), { ...feedback(), listedAt: Timestamp.fromMillis(0) }),
    );
    if (role !== 'anonymous') {
      // The same feedback without it is accepted: listedAt is what was refused.
      await assertSucceeds(setDoc(doc(db, collections.feedback, `fields-${role}-c`), feedback()));
    }
  });

  it("a stored feedback's listedAt cannot be added or changed", async () => {
    await seed(`${collections.feedback}/fields-${role}-stamped`, {
      feedbackType: 'rating',
      message: '5 étoiles',
      listedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 15)),
    });
    await seed(`${collections.feedback}/fields-${role}-unstamped`, { feedbackType: 'rating', message: '4 étoiles' });
    const { db } = clients[role];
    await assertFails(updateDoc(doc(db, collections.feedback, `fields-${role}-stamped`), { listedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, collections.feedback, `fields-${role}-unstamped`), { listedAt: serverTimestamp() }));
  });

  it('rate-limit counters cannot be read or written', async () => {
    const { db } = clients[role];
    const counters = collections.rateLimits;
    await assertFails(getDoc(doc(db, counters, 'fields-counter')));
    await assertFails(getDocs(collection(db, counters)));
    await assertFails(updateDoc(doc(db, counters, 'fields-counter'), { count: 0 }));
    await assertFails(deleteDoc(doc(db, counters, 'fields-counter')));
    await assertFails(setDoc(doc(db, counters, `fields-${role}`), { name: 'x', count: 0, expiresAt: Timestamp.now() }));
  });

  it('a profile cannot be created with a role or a verified email', async () => {
    const { db, uid, email } = clients[role];
    const path = `${collections.profiles}/${uid}`;
    await env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), path)));
    await assertFails(setDoc(doc(db, path), { role: 'admin', emailVerified: false, email }));
    await assertFails(setDoc(doc(db, path), { role: 'customer', emailVerified: true, email }));
    if (role !== 'anonymous') {
      await assertSucceeds(setDoc(doc(db, path), { role: 'customer', emailVerified: false, email }));
    }
  });

  it("a profile's role and emailVerified cannot be changed, the owner's or anyone's", async () => {
    const { db, uid, email } = clients[role];
    const own = `${collections.profiles}/${uid}`;
    const someoneElse = `${collections.profiles}/fields-someone-else`;
    await seed(own, { role: 'customer', emailVerified: false, email });
    await seed(someoneElse, { role: 'customer', emailVerified: false });
    for (const path of [own, someoneElse]) {
      await assertFails(updateDoc(doc(db, path), { role: 'admin' }));
      await assertFails(updateDoc(doc(db, path), { emailVerified: true }));
      await assertFails(setDoc(doc(db, path), { role: 'admin', emailVerified: true }, { merge: true }));
    }
    if (role !== 'anonymous') {
      // The owner may still change their email: the update rule itself works.
      await assertSucceeds(updateDoc(doc(db, own), { email }));
    }
  });
});
