import { createAccountStore } from './account-store';
import { fakeAccounts } from '../test-support/fake-accounts';

const awa = { uid: 'u-awa', email: 'awa@kasuwa.test', emailVerified: true, customClaims: { tier: 'gold' } };

describe('account store', () => {
  it('finds accounts by email or uid, and gives null for none', async () => {
    const { store } = fakeAccounts([awa]);
    expect(await store.byEmail('awa@kasuwa.test')).toEqual({
      uid: 'u-awa',
      email: 'awa@kasuwa.test',
      emailVerified: true,
      claims: { tier: 'gold' },
      disabled: false,
      tokensValidAfter: null,
    });
    expect(await store.byUid('u-awa')).toMatchObject({ uid: 'u-awa' });
    const revoked = fakeAccounts([{ ...awa, disabled: true, tokensValidAfterTime: 'Wed, 25 Nov 2026 08:00:00 GMT' }]).store;
    expect(await revoked.byUid('u-awa')).toMatchObject({ disabled: true, tokensValidAfter: Date.UTC(2026, 10, 25, 8) });
    expect(await store.byEmail('nobody@kasuwa.test')).toBeNull();
    expect(await store.byUid('nobody')).toBeNull();
  });

  it('passes on other Auth failures', async () => {
    const failing = createAccountStore(
      {
        getUser: async () => {
          throw Object.assign(new Error('quota'), { code: 'auth/quota-exceeded' });
        },
        getUserByEmail: async () => {
          throw new Error('network');
        },
        setCustomUserClaims: async () => undefined,
        getUsers: async () => {
          throw new Error('network');
        },
        revokeRefreshTokens: async () => undefined,
      },
      fakeAccounts([], { 'u-staff': { role: 'admin' } }).collection,
    );
    await expect(failing.byUid('u')).rejects.toThrow('quota');
    await expect(failing.byEmail('a@b.c')).rejects.toThrow('network');
    await expect(failing.staff()).rejects.toThrow('network');
  });

  it('updates existing profiles only', async () => {
    const { store, profiles } = fakeAccounts([awa], { 'u-awa': { role: 'customer', emailVerified: false } });
    expect(await store.updateProfile('u-awa', { emailVerified: true })).toBe(true);
    expect(profiles.get('u-awa')).toEqual({ role: 'customer', emailVerified: true });
    expect(await store.updateProfile('u-none', { emailVerified: true })).toBe(false);
    expect(profiles.has('u-none')).toBe(false);
  });

  it('sets and removes the role claim, keeping the other claims', async () => {
    const { store, users } = fakeAccounts([awa]);
    const account = await store.byUid('u-awa');
    await store.setRoleClaim(account!, 'admin');
    expect(users.get('u-awa')?.customClaims).toEqual({ tier: 'gold', role: 'admin' });
    await store.setRoleClaim((await store.byUid('u-awa'))!, null);
    expect(users.get('u-awa')?.customClaims).toEqual({ tier: 'gold' });
  });

  it("sets the profile's role, making the profile from the Auth record when there is none", async () => {
    const { store, profiles } = fakeAccounts([awa, { uid: 'u-new', emailVerified: false }], {
      'u-awa': { role: 'customer', emailVerified: true, email: 'awa@kasuwa.test' },
    });
    await store.setProfileRole((await store.byUid('u-awa'))!, 'admin');
    expect(profiles.get('u-awa')).toEqual({ role: 'admin', emailVerified: true, email: 'awa@kasuwa.test' });
    await store.setProfileRole((await store.byUid('u-new'))!, 'customer');
    expect(profiles.get('u-new')).toEqual({ role: 'customer', emailVerified: false });
  });
});

describe('staff', () => {
  const admin = { role: 'admin' };
  it("lists the accounts whose profile and Auth claim say a team's role, enabled or not, by email", async () => {
    const { store } = fakeAccounts(
      [
        { uid: 'u-zed', email: 'zed@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
        { uid: 'u-awa', email: 'awa@kasuwa.test', emailVerified: true, customClaims: { role: 'customer' } },
        {
          uid: 'u-ali',
          email: 'ali@kasuwa.test',
          emailVerified: true,
          displayName: 'Ali',
          customClaims: { role: 'admin' },
          metadata: { lastSignInTime: 'Mon, 23 Nov 2026 08:00:00 GMT' },
        },
        { uid: 'u-old', emailVerified: false, disabled: true, customClaims: { role: 'admin' } },
        { uid: 'u-demoted', email: 'demoted@kasuwa.test', emailVerified: true, customClaims: {} },
        { uid: 'u-rider', email: 'rider@kasuwa.test', emailVerified: true, customClaims: { role: 'rider' } },
        { uid: 'u-odd', email: 'odd@kasuwa.test', emailVerified: true, customClaims: { role: 'owner' } },
      ],
      {
        'u-zed': admin,
        'u-awa': { role: 'customer' },
        'u-ali': admin,
        'u-old': admin,
        'u-demoted': admin,
        'u-gone': admin,
        'u-rider': { role: 'rider' },
        'u-odd': { role: 'viewer' },
      },
    );
    expect(await store.staff()).toEqual([
      {
        uid: 'u-ali',
        role: 'admin',
        email: 'ali@kasuwa.test',
        displayName: 'Ali',
        disabled: false,
        lastSignInAt: '2026-11-23T08:00:00.000Z',
      },
      { uid: 'u-rider', role: 'rider', email: 'rider@kasuwa.test', displayName: null, disabled: false, lastSignInAt: null },
      { uid: 'u-old', role: 'admin', email: null, displayName: null, disabled: true, lastSignInAt: null },
      { uid: 'u-zed', role: 'admin', email: 'zed@kasuwa.test', displayName: null, disabled: false, lastSignInAt: null },
    ]);
  });

  it('looks accounts up in Auth a hundred at a time, never walking every account', async () => {
    const many = Array.from({ length: 230 }, (_, at) => ({
      uid: `u-${String(at).padStart(3, '0')}`,
      email: `staff${String(at).padStart(3, '0')}@kasuwa.test`,
      emailVerified: true,
      customClaims: { role: 'admin' },
    }));
    const { store } = fakeAccounts(many, Object.fromEntries(many.map(({ uid }) => [uid, admin])));
    expect(await store.staff()).toHaveLength(230);
  });
});
