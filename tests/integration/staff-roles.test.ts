import { collections } from '@kasuwa/contract/collections';
import { httpsCallable, type Functions } from 'firebase/functions';
import { findAccountOutputSchema, listStaffOutputSchema, type SetUserRoleInput } from '@kasuwa/contract/accounts';
import { functionNames } from '@kasuwa/contract/functions';
import { adminAuth, adminDb } from '../support/admin-app';
import { signedInCallables } from '../support/callable-client';
import { seedAccounts } from '../support/seed-accounts';
import { seedCallers } from '../support/seed-callers';
import { claimsOf, newAccount } from '../support/test-accounts';

/**
 * The staff page's functions against the Auth, Firestore and Functions emulators: roles granted by
 * email and taken back, each change in the roleChanges audit, and the last enabled admin kept.
 */
const callers = seedCallers();
const setUserRole = (functions: Functions, data: SetUserRoleInput) => httpsCallable(functions, functionNames.setUserRole)(data);
const listStaff = async (functions: Functions) =>
  listStaffOutputSchema.parse((await httpsCallable(functions, functionNames.listStaff)(null)).data).staff;

/**
 * The code and message a call was refused with: an error's message is not one of its enumerable
 * fields, and the SDK ends it with the HTTP status (" [400]"), which the staff page leaves out too.
 */
async function refusal(call: Promise<unknown>) {
  const error: { code?: string; message?: string } = await call.then(
    () => ({}),
    (caught: unknown) => caught as { code?: string; message?: string },
  );
  return { code: error.code, message: error.message?.replace(/ \[\d{3}\]$/, '') };
}

const auditOf = async (uid: string) =>
  (await adminDb.collection(collections.roleChanges).where('target', '==', uid).get()).docs
    .map((change) => change.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());

/** A new account made admin by the seeded admin, and its callables. */
async function newAdmin(label: string) {
  const account = await newAccount(label, { emailVerified: true });
  await setUserRole(callers.staff.functions, { uid: account.uid, role: 'admin' });
  const callables = await signedInCallables(account.email, account.password);
  return { ...account, ...callables };
}

/**
 * Runs `work` while `keep` are the only enabled admins: every other admin's claim is set to customer
 * directly (no trigger, no audit) and given back afterwards, the seeded admin's too. This file runs
 * alone (run-alone.cjs), so no other test sees the shop without them.
 */
async function withOnlyAdmins(keep: string[], work: () => Promise<void>) {
  const others: { uid: string; claims: object }[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.role === 'admin' && !user.disabled && !keep.includes(user.uid)) {
        others.push({ uid: user.uid, claims: user.customClaims });
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  try {
    for (const other of others) await adminAuth.setCustomUserClaims(other.uid, { ...other.claims, role: 'customer' });
    await work();
  } finally {
    for (const other of others) await adminAuth.setCustomUserClaims(other.uid, other.claims);
  }
}

describe('setUserRole and listStaff on the Functions emulator', () => {
  it('grants admin by email, lists the new staff member, and records who did it', async () => {
    const account = await newAccount('grant-by-email', { emailVerified: true });
    const { data } = await setUserRole(callers.staff.functions, { email: account.email, role: 'admin' });
    expect(data).toEqual({ uid: account.uid, role: 'admin' });
    expect(await claimsOf(account.uid)).toEqual({ role: 'admin' });
    expect((await listStaff(callers.staff.functions)).map((staff) => staff.uid)).toEqual(
      expect.arrayContaining([seedAccounts.admin.uid, account.uid]),
    );
    expect(await auditOf(account.uid)).toEqual([
      {
        by: seedAccounts.admin.uid,
        byEmail: seedAccounts.admin.email,
        target: account.uid,
        targetEmail: account.email,
        from: 'customer',
        to: 'admin',
        at: expect.anything(),
      },
    ]);
  });

  it('answers not-found for an email no account uses, and records nothing', async () => {
    const email = `it-nobody-${Date.now()}@kasuwa.test`;
    expect(await refusal(setUserRole(callers.staff.functions, { email, role: 'admin' }))).toEqual({
      code: 'functions/not-found',
      message: 'No account uses this email: they must sign up in the app first.',
    });
    const audit = await adminDb.collection(collections.roleChanges).where('targetEmail', '==', email).get();
    expect(audit.size).toBe(0);
  });

  it('takes the role back: recorded, sessions ended, and the demoted token refused at once', async () => {
    const demoted = await newAdmin('revoked');
    try {
      const before = (await adminAuth.getUser(demoted.uid)).tokensValidAfterTime;
      // Token times have a resolution of a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await setUserRole(callers.staff.functions, { uid: demoted.uid, role: 'customer' });

      expect(await claimsOf(demoted.uid)).toEqual({ role: 'customer' });
      expect((await adminAuth.getUser(demoted.uid)).tokensValidAfterTime).not.toBe(before);
      expect((await auditOf(demoted.uid)).map((change) => [change.from, change.to])).toEqual([
        ['customer', 'admin'],
        ['admin', 'customer'],
      ]);
      // Their ID token still says admin for up to an hour; the function asks Auth instead.
      const target = await newAccount('revoked-target');
      await expect(setUserRole(demoted.functions, { uid: target.uid, role: 'admin' })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
      expect(await claimsOf(target.uid)).toEqual({ role: 'customer' });
      // Every staff function asks Auth: the old token lists no staff either.
      await expect(listStaff(demoted.functions)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    } finally {
      await demoted.close();
    }
  });

  it('keeps the role of the last enabled admin, who may give it up once someone else is admin', async () => {
    const last = await newAdmin('last-admin');
    try {
      await withOnlyAdmins([last.uid], async () => {
        expect(await refusal(setUserRole(last.functions, { uid: last.uid, role: 'customer' }))).toEqual({
          code: 'functions/failed-precondition',
          message: 'You are the last admin: make someone else admin before giving up the role.',
        });
        expect(await claimsOf(last.uid)).toEqual({ role: 'admin' });
        expect((await auditOf(last.uid)).map((change) => change.to)).toEqual(['admin']);

        const colleague = await newAccount('last-admin-colleague', { emailVerified: true });
        await setUserRole(last.functions, { email: colleague.email, role: 'admin' });
        await setUserRole(last.functions, { uid: last.uid, role: 'customer' });
        expect(await claimsOf(last.uid)).toEqual({ role: 'customer' });
        expect((await auditOf(last.uid)).map((change) => [change.by, change.to])).toEqual([
          [seedAccounts.admin.uid, 'admin'],
          [last.uid, 'customer'],
        ]);
      });
    } finally {
      await last.close();
    }
  });

  it('never leaves the shop without an admin when the last two revoke each other at once', async () => {
    const [first, second] = [await newAdmin('mutual-a'), await newAdmin('mutual-b')];
    try {
      await withOnlyAdmins([first.uid, second.uid], async () => {
        const outcomes = await Promise.allSettled([
          setUserRole(first.functions, { uid: second.uid, role: 'customer' }),
          setUserRole(second.functions, { uid: first.uid, role: 'customer' }),
        ]);
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
        const roles = [(await claimsOf(first.uid)).role, (await claimsOf(second.uid)).role];
        expect(roles.sort()).toEqual(['admin', 'customer']);
      });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses the staff list to a customer and a visitor', async () => {
    const { verifiedCustomer } = seedAccounts;
    const customer = await signedInCallables(verifiedCustomer.email, verifiedCustomer.password);
    try {
      await expect(listStaff(customer.functions)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    } finally {
      await customer.close();
    }
    await expect(listStaff(callers.visitor.functions)).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });
});

describe('findAccount on the Functions emulator', () => {
  const findAccount = (functions: Functions, email: string) =>
    httpsCallable(functions, functionNames.findAccount)({ email }).then(({ data }) => findAccountOutputSchema.parse(data));

  it('shows staff, before any grant, whether an address is verified, and changes nothing', async () => {
    const verified = await newAccount('find-verified', { emailVerified: true });
    const unverified = await newAccount('find-unverified');
    expect(await findAccount(callers.staff.functions, verified.email)).toEqual({
      uid: verified.uid,
      email: verified.email,
      emailVerified: true,
      disabled: false,
      role: 'customer',
    });
    expect(await findAccount(callers.staff.functions, unverified.email)).toMatchObject({ emailVerified: false });
    expect(await claimsOf(unverified.uid)).toEqual({ role: 'customer' });
    expect(await auditOf(unverified.uid)).toEqual([]);
    expect(await refusal(findAccount(callers.staff.functions, 'personne@kasuwa.test'))).toEqual({
      code: 'functions/not-found',
      message: 'No account uses this email: they must sign up in the app first.',
    });
  });

  it('tells a customer and a visitor nothing of an account', async () => {
    const { email, password } = seedAccounts.verifiedCustomer;
    const customer = await signedInCallables(email, password);
    try {
      expect((await refusal(findAccount(customer.functions, seedAccounts.admin.email))).code).toBe('functions/permission-denied');
    } finally {
      await customer.close();
    }
    expect((await refusal(findAccount(callers.visitor.functions, seedAccounts.admin.email))).code).toBe(
      'functions/unauthenticated',
    );
  });
});
