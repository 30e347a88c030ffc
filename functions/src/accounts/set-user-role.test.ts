import type { CallableRequest } from 'firebase-functions/v2/https';
import { setUserRoleOutputSchema } from '@kasuwa/contract/accounts';
import { fakeAccounts } from '../test-support/fake-accounts';
import { setUserRoleHandler } from './set-user-role';

const request = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const admin = { uid: 'seed-admin', token: { role: 'admin' } };

function setUp() {
  return fakeAccounts(
    [
      { uid: 'u-awa', email: 'awa@kasuwa.test', emailVerified: true, customClaims: { tier: 'gold', role: 'customer' } },
      { uid: 'u-new', email: 'nouveau@kasuwa.test', emailVerified: false },
    ],
    { 'u-awa': { role: 'customer', emailVerified: true, email: 'awa@kasuwa.test' } },
  );
}

describe('setUserRole', () => {
  it('sets the claim first, keeping other claims, then the profile role', async () => {
    const accounts = setUp();
    const answer = await setUserRoleHandler(accounts.store)(request({ uid: 'u-awa', role: 'admin' }, admin));

    expect(setUserRoleOutputSchema.parse(answer)).toEqual({ uid: 'u-awa', role: 'admin' });
    expect(accounts.users.get('u-awa')?.customClaims).toEqual({ tier: 'gold', role: 'admin' });
    expect(accounts.profiles.get('u-awa')).toEqual({ role: 'admin', emailVerified: true, email: 'awa@kasuwa.test' });
    expect(accounts.claimWrites).toHaveLength(1);
    expect(accounts.profileWrites).toEqual([{ uid: 'u-awa', kind: 'update', fields: { role: 'admin' } }]);
  });

  it('gives an account without a profile one made from its Auth record', async () => {
    const accounts = setUp();
    await setUserRoleHandler(accounts.store)(request({ uid: 'u-new', role: 'customer' }, admin));
    expect(accounts.profiles.get('u-new')).toEqual({ role: 'customer', emailVerified: false, email: 'nouveau@kasuwa.test' });
    expect(accounts.users.get('u-new')?.customClaims).toEqual({ role: 'customer' });
  });

  it('answers not-found for an unknown uid, changing nothing', async () => {
    const accounts = setUp();
    await expect(setUserRoleHandler(accounts.store)(request({ uid: 'u-none', role: 'admin' }, admin))).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(accounts.profiles.has('u-none')).toBe(false);
  });

  it('refuses a caller who is not signed in, or not staff, before reading anything', async () => {
    const accounts = setUp();
    const handler = setUserRoleHandler(accounts.store);
    const data = { uid: 'u-awa', role: 'admin' };
    await expect(handler(request(data))).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handler(request(data, { uid: 'u-awa', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(handler(request(data, { uid: 'u-awa', token: {} }))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(accounts.claimWrites).toEqual([]);
    expect(accounts.profileWrites).toEqual([]);
  });

  it.each([
    [{ uid: 'u-awa', role: 'owner' }],
    [{ uid: 'a/b', role: 'admin' }],
    [{ uid: 'u-awa' }],
    [{ uid: 'u-awa', role: 'admin', x: 1 }],
    [null],
  ])('refuses the input %j', async (data) => {
    const accounts = setUp();
    await expect(setUserRoleHandler(accounts.store)(request(data, admin))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid request: /),
    });
    expect(accounts.claimWrites).toEqual([]);
  });

  it('answers internal when Auth fails', async () => {
    const handler = setUserRoleHandler({
      byUid: async () => ({ uid: 'u', emailVerified: true, claims: {} }),
      setRoleClaim: async () => {
        throw new Error('UNAVAILABLE');
      },
      setProfileRole: async () => undefined,
    });
    await expect(handler(request({ uid: 'u', role: 'admin' }, admin))).rejects.toMatchObject({ code: 'internal' });
  });
});
