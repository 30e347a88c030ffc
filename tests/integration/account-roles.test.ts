import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc } from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import { setUserRoleOutputSchema, type SetUserRoleInput } from '@kasuwa/contract/accounts';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { adminDb } from '../support/admin-app';
import { signedInCallables } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { eventually } from '../support/eventually';
import { seedAccounts } from '../support/seed-accounts';
import { seedCallers } from '../support/seed-callers';
import { claimsOf, newAccount, newStaffAccount, profileOf } from '../support/test-accounts';

const callers = seedCallers();
const setUserRole = (functions: Functions, data: SetUserRoleInput | Record<string, unknown>) =>
  httpsCallable(functions, functionNames.setUserRole)(data);

describe('setUserRole on the Functions emulator', () => {
  // The file's first call starts setUserRole's worker: on the clean-clone run's loaded machine that
  // alone took most of the default 30 s once (stop 48).
  it('lets staff make an account admin: claim (other claims kept) and profile, seen after a token refresh', async () => {
    const account = await newAccount('role-up', { claims: { tier: 'gold' }, emailVerified: true });
    const { data } = await setUserRole(callers.staff.functions, { uid: account.uid, role: 'admin' });

    expect(setUserRoleOutputSchema.parse(data)).toEqual({ uid: account.uid, role: 'admin' });
    expect(await claimsOf(account.uid)).toEqual({ tier: 'gold', role: 'admin' });
    expect(await profileOf(account.uid)).toMatchObject({ role: 'admin', email: account.email });

    const promoted = await signedInClient(account.email, account.password);
    try {
      expect((await promoted.user.getIdTokenResult(true)).claims.role).toBe('admin');
      expect((await getDocs(query(collection(promoted.db, collections.feedback), limit(1)))).size).toBe(1);
    } finally {
      await promoted.close();
    }
  }, 90_000);

  it('takes the role back, after which the rules refuse staff reads', async () => {
    const account = await newAccount('role-down', { emailVerified: true });
    await setUserRole(callers.staff.functions, { uid: account.uid, role: 'admin' });
    await setUserRole(callers.staff.functions, { uid: account.uid, role: 'customer' });

    expect(await claimsOf(account.uid)).toEqual({ role: 'customer' });
    expect(await profileOf(account.uid)).toMatchObject({ role: 'customer' });
    const demoted = await signedInClient(account.email, account.password);
    try {
      await expect(getDocs(query(collection(demoted.db, collections.feedback), limit(1)))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await demoted.close();
    }
  });

  it("refuses a demoted staff member's old ID token at once: no product deleted, no customer read", async () => {
    const account = await newStaffAccount('role-old-token');
    const productId = `it-old-token-${account.uid}`;
    const product = adminDb.collection(collections.products).doc(productId);
    await product.set({ title: 'Théière de test', price: 7500, version: 1 });
    const client = await signedInClient(account.email, account.password);
    try {
      expect((await client.user.getIdTokenResult(true)).claims.role).toBe('admin');
      await setUserRole(callers.staff.functions, { uid: account.uid, role: 'customer' });
      // The browser keeps its token, which still says admin for up to an hour.
      expect((await client.user.getIdTokenResult()).claims.role).toBe('admin');
      await expect(deleteDoc(doc(client.db, collections.products, productId))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(getDoc(doc(client.db, collections.shopUsers, seedAccounts.verifiedCustomer.uid))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect((await product.get()).exists).toBe(true);
    } finally {
      await client.close();
      await product.delete();
    }
  });

  it('gives an account without a profile one made from its Auth record', async () => {
    const account = await newAccount('role-no-profile', { emailVerified: true, profile: false });
    await setUserRole(callers.staff.functions, { uid: account.uid, role: 'admin' });
    expect(await profileOf(account.uid)).toEqual({ role: 'admin', emailVerified: true, email: account.email });
    expect(await claimsOf(account.uid)).toEqual({ role: 'admin' });
  });

  it('makes no account admin whose address is not verified, by uid or by email, and changes nothing', async () => {
    const account = await newAccount('role-unverified');
    for (const target of [{ uid: account.uid }, { email: account.email }]) {
      await expect(setUserRole(callers.staff.functions, { ...target, role: 'admin' })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: expect.stringContaining('has not verified its email address: only a verified address can be staff'),
      });
    }
    expect(await claimsOf(account.uid)).toEqual({ role: 'customer' });
    expect(await profileOf(account.uid)).toMatchObject({ role: 'customer' });
  });

  it('answers not-found for an unknown uid', async () => {
    await expect(setUserRole(callers.staff.functions, { uid: `it-nobody-${Date.now()}`, role: 'admin' })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });

  it('refuses invalid input', async () => {
    await expect(
      setUserRole(callers.staff.functions, { uid: seedAccounts.verifiedCustomer.uid, role: 'owner' }),
    ).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it('refuses a customer and a visitor, changing nothing', async () => {
    const target = await newAccount('role-refused');
    const { verifiedCustomer } = seedAccounts;
    const customer = await signedInCallables(verifiedCustomer.email, verifiedCustomer.password);
    try {
      await expect(setUserRole(customer.functions, { uid: target.uid, role: 'admin' })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
    } finally {
      await customer.close();
    }
    await expect(setUserRole(callers.visitor.functions, { uid: target.uid, role: 'admin' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect(await claimsOf(target.uid)).toEqual({ role: 'customer' });
    expect(await profileOf(target.uid)).toMatchObject({ role: 'customer' });
  });
});

describe('syncRoleClaim on the Functions emulator', () => {
  it('gives the claim of a role changed in the profile with the Admin SDK, and removes it with the profile', async () => {
    const account = await newAccount('sync', { claims: { tier: 'gold' }, emailVerified: true });
    const profile = adminDb.collection(collections.profiles).doc(account.uid);

    await profile.update({ role: 'admin' });
    expect(
      await eventually(
        () => claimsOf(account.uid),
        (claims) => claims.role === 'admin',
      ),
    ).toEqual({
      tier: 'gold',
      role: 'admin',
    });

    await profile.delete();
    expect(
      await eventually(
        () => claimsOf(account.uid),
        (claims) => !('role' in claims),
      ),
    ).toEqual({ tier: 'gold' });
  });

  it('gives a profile the app creates for itself the customer claim', async () => {
    const account = await newAccount('sync-signup', { profile: false });
    const client = await signedInClient(account.email, account.password);
    try {
      await setDoc(doc(client.db, collections.profiles, account.uid), {
        role: 'customer',
        emailVerified: false,
        email: account.email,
      });
    } finally {
      await client.close();
    }
    expect(
      await eventually(
        () => claimsOf(account.uid),
        (claims) => claims.role === 'customer',
      ),
    ).toEqual({ role: 'customer' });
  });

  it('removes the claim when the profile holds a role that does not exist', async () => {
    const account = await newAccount('sync-typo');
    const profile = adminDb.collection(collections.profiles).doc(account.uid);
    await profile.update({ role: 'Admin' });
    try {
      expect(
        await eventually(
          () => claimsOf(account.uid),
          (claims) => !('role' in claims),
        ),
      ).toEqual({});
    } finally {
      // seed.test checks every profile against the schema: this invalid one must not outlive the test.
      await profile.delete();
    }
  });
});
