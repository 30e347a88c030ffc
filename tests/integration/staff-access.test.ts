import { collection, getDocs, limit, query } from 'firebase/firestore';
import { seedAccounts } from '../support/seed-accounts';
import { signedInClient } from '../support/client-app';

describe('staff access through the real Auth and Firestore emulators', () => {
  it('lets the seeded admin sign in and read the feedback', async () => {
    const { admin } = seedAccounts;
    const client = await signedInClient(admin.email, admin.password);
    try {
      const token = await client.user.getIdTokenResult();
      expect(token.claims.role).toBe('admin');
      const snapshot = await getDocs(query(collection(client.db, 'feedback'), limit(10)));
      expect(snapshot.size).toBe(10);
    } finally {
      await client.close();
    }
  });

  it.each([
    ['a verified customer', seedAccounts.verifiedCustomer],
    ['an unverified customer', seedAccounts.unverifiedCustomer],
    ['an account without a profile', seedAccounts.noProfile],
  ])('refuses the feedback to %s', async (_label, account) => {
    const client = await signedInClient(account.email, account.password);
    try {
      await expect(getDocs(query(collection(client.db, 'feedback'), limit(1)))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await client.close();
    }
  });

  it('refuses a wrong password', async () => {
    await expect(signedInClient(seedAccounts.admin.email, 'not-the-password')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
  });
});
