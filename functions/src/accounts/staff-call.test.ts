import type { CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { fakeAccounts } from '../test-support/fake-accounts';
import { staffNowCall } from './staff-call';

const schema = z.object({ note: z.string() }).strict();
/** A call with an ID token that says `role`, made at `authTime` (seconds). */
const request = (uid: string, role: string, authTime = Date.UTC(2026, 10, 27) / 1000) =>
  ({
    data: { note: 'Bonjour' },
    auth: { uid, token: { role, email_verified: true, auth_time: authTime } },
  }) as unknown as CallableRequest<unknown>;
const staffMember = (uid: string, role: string) => ({ uid, emailVerified: true, customClaims: { role } });
const call = (accounts: ReturnType<typeof fakeAccounts>['store'], uid: string, tokenRole: string) =>
  staffNowCall(request(uid, tokenRole), 'testCall', schema, 'orders', accounts);

describe('staffNowCall', () => {
  it('answers the role Auth and the profile hold now, not the ID token’s', async () => {
    const { store } = fakeAccounts([staffMember('u-awa', 'seller')], { 'u-awa': { role: 'seller' } });
    // A manager demoted to seller since the token was made: still staff who work orders, as a seller.
    expect(await call(store, 'u-awa', 'manager')).toMatchObject({ caller: 'u-awa', role: 'seller', input: { note: 'Bonjour' } });
    const manager = fakeAccounts([staffMember('u-ali', 'manager')], { 'u-ali': { role: 'manager' } }).store;
    expect(await call(manager, 'u-ali', 'manager')).toMatchObject({ role: 'manager' });
  });

  it('refuses a caller whose profile and claim disagree, whichever is behind, or who has no profile', async () => {
    const { store } = fakeAccounts(
      [staffMember('u-console', 'manager'), staffMember('u-half', 'manager'), staffMember('u-none', 'manager')],
      {
        // Made seller in the console: the profile first, the claim when syncRoleClaim runs.
        'u-console': { role: 'seller' },
        // A promotion whose profile write failed: the claim changed, the profile not.
        'u-half': { role: 'customer' },
      },
    );
    for (const uid of ['u-console', 'u-half', 'u-none']) {
      await expect(call(store, uid, 'manager')).rejects.toMatchObject({
        code: 'permission-denied',
        message: 'Only staff may do this.',
      });
    }
  });

  it('refuses a role taken back in Auth, and answers unavailable when the profile cannot be read', async () => {
    const accounts = fakeAccounts([staffMember('u-awa', 'customer')], { 'u-awa': { role: 'customer' } });
    await expect(call(accounts.store, 'u-awa', 'seller')).rejects.toMatchObject({ code: 'permission-denied' });
    const failing = {
      ...fakeAccounts([staffMember('u-ali', 'manager')]).store,
      profile: async () => {
        throw new Error('UNAVAILABLE');
      },
    };
    await expect(call(failing, 'u-ali', 'manager')).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Your staff standing could not be checked. Nothing was done; try again.',
    });
  });
});
