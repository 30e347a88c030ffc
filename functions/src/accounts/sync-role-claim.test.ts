import { fakeAccounts } from '../test-support/fake-accounts';
import { syncRoleClaimHandler } from './sync-role-claim';

function setUp(claims: Record<string, unknown> | undefined, profile: Record<string, unknown> | undefined, emailVerified = true) {
  return fakeAccounts(
    [{ uid: 'u-awa', email: 'awa@kasuwa.test', emailVerified, customClaims: claims }],
    profile ? { 'u-awa': profile } : {},
  );
}

describe('syncRoleClaim', () => {
  it("sets the claim to the profile's role, keeping other claims", async () => {
    const accounts = setUp({ tier: 'gold', role: 'customer' }, { role: 'admin', emailVerified: true });
    await syncRoleClaimHandler(accounts.store)('u-awa');
    expect(accounts.users.get('u-awa')?.customClaims).toEqual({ tier: 'gold', role: 'admin' });
  });

  it('gives a new profile its claim', async () => {
    const accounts = setUp(undefined, { role: 'customer', emailVerified: false });
    await syncRoleClaimHandler(accounts.store)('u-awa');
    expect(accounts.users.get('u-awa')?.customClaims).toEqual({ role: 'customer' });
  });

  it('writes nothing when the claim is already in step, as after setUserRole', async () => {
    const accounts = setUp({ role: 'admin' }, { role: 'admin', emailVerified: true });
    await syncRoleClaimHandler(accounts.store)('u-awa');
    expect(accounts.claimWrites).toEqual([]);
    expect(accounts.profileWrites).toEqual([]);
  });

  it('ends the sessions of an account whose staff role changes or goes, and of no other', async () => {
    for (const [from, to] of [
      ['admin', 'customer'],
      ['manager', 'seller'],
      ['rider', 'customer'],
    ]) {
      const changed = setUp({ role: from }, { role: to, emailVerified: true });
      await syncRoleClaimHandler(changed.store)('u-awa');
      expect(changed.users.get('u-awa')?.customClaims).toEqual({ role: to });
      expect(changed.sessionsEnded).toEqual(['u-awa']);
    }
    const promoted = setUp({ role: 'customer' }, { role: 'seller', emailVerified: true });
    await syncRoleClaimHandler(promoted.store)('u-awa');
    expect(promoted.sessionsEnded).toEqual([]);
  });

  it('removes the role claim when the profile is deleted, and only that', async () => {
    const accounts = setUp({ tier: 'gold', role: 'admin' }, undefined);
    await syncRoleClaimHandler(accounts.store)('u-awa');
    expect(accounts.users.get('u-awa')?.customClaims).toEqual({ tier: 'gold' });

    await syncRoleClaimHandler(accounts.store)('u-awa');
    expect(accounts.claimWrites).toHaveLength(1);
  });

  it.each(['admin', 'manager', 'seller', 'rider', 'viewer'])(
    'gives no %s claim to an address that is not verified, whatever the profile says',
    async (role) => {
      const accounts = setUp({ tier: 'gold', role: 'customer' }, { role, emailVerified: false }, false);
      await syncRoleClaimHandler(accounts.store)('u-awa');
      expect(accounts.users.get('u-awa')?.customClaims).toEqual({ tier: 'gold' });
    },
  );

  it('removes the role claim when the profile holds an unknown role', async () => {
    const accounts = setUp({ role: 'admin' }, { role: 'Admin', emailVerified: true });
    await syncRoleClaimHandler(accounts.store)('u-awa');
    expect(accounts.users.get('u-awa')?.customClaims).toEqual({});
  });

  it('does nothing for a profile without an Auth account', async () => {
    const accounts = fakeAccounts([], { 'u-gone': { role: 'admin', emailVerified: true } });
    await expect(syncRoleClaimHandler(accounts.store)('u-gone')).resolves.toBeUndefined();
    expect(accounts.claimWrites).toEqual([]);
  });
});
