import { collections } from '@kasuwa/contract/collections';
import { adminAuth, adminDb } from './admin-app';
import { eventually } from './eventually';

const run = Date.now().toString(36);
let made = 0;

const testPassword = 'kasuwa-test-2025';

/** An email no other test and no earlier run uses. */
export const uniqueEmail = (label: string) => `it-${label}-${run}-${(made += 1)}@kasuwa.test`;

export const profileOf = async (uid: string) => (await adminDb.collection(collections.profiles).doc(uid).get()).data();
export const claimsOf = async (uid: string) => (await adminAuth.getUser(uid)).customClaims ?? {};

/**
 * A new Auth account of this run, with a customer profile unless told otherwise. The profile write
 * fires syncRoleClaim; this waits for its claim so that no test races that trigger.
 */
export async function newAccount(
  label: string,
  { emailVerified = false, profile = true, claims }: { emailVerified?: boolean; profile?: boolean; claims?: object } = {},
) {
  const email = uniqueEmail(label);
  const { uid } = await adminAuth.createUser({ email, password: testPassword, emailVerified });
  if (claims) await adminAuth.setCustomUserClaims(uid, claims);
  if (profile) {
    await adminDb.collection(collections.profiles).doc(uid).set({ role: 'customer', emailVerified: false, email });
    // A minute: after a heavy test (a thousand refused calls, a year of data) triggers run late.
    const settled = await eventually(
      () => claimsOf(uid),
      (current) => current.role === 'customer',
      60_000,
    );
    if (settled.role !== 'customer') throw new Error(`syncRoleClaim never gave ${email} its customer claim`);
  }
  return { uid, email, password: testPassword };
}

/**
 * A new staff member of this run, as the console makes one: a verified account whose profile says
 * `role` (the owner's by default), and the claim syncRoleClaim then gives it (the rules want both).
 */
export async function newStaffAccount(label: string, role = 'admin') {
  const account = await newAccount(label, { emailVerified: true });
  await adminDb.collection(collections.profiles).doc(account.uid).update({ role });
  const claims = await eventually(
    () => claimsOf(account.uid),
    (current) => current.role === role,
  );
  if (claims.role !== role) throw new Error(`syncRoleClaim never made ${account.email} ${role}`);
  return account;
}
