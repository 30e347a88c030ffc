import type { CallableRequest } from 'firebase-functions/v2/https';
import { findAccountOutputSchema } from '@kasuwa/contract/accounts';
import { fakeAccounts } from '../test-support/fake-accounts';
import { findAccountHandler } from './find-account';

const request = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const admin = { uid: 'seed-admin', token: { role: 'admin', email_verified: true } };

const accounts = (changes: object = {}) =>
  fakeAccounts(
    [
      { uid: 'seed-admin', email: 'admin@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
      { uid: 'u-awa', email: 'awa@kasuwa.test', emailVerified: true, customClaims: { role: 'customer' } },
      { uid: 'u-new', email: 'new@kasuwa.test', emailVerified: false },
      { uid: 'u-gone', email: 'gone@kasuwa.test', emailVerified: true, disabled: true },
    ].map((account) => (account.uid === 'seed-admin' ? { ...account, ...changes } : account)),
    { 'seed-admin': { role: 'admin' }, 'u-awa': { role: 'customer' } },
  ).store;

describe('findAccount', () => {
  it('shows staff whether an account can be made admin: verified, enabled, its role', async () => {
    const handler = findAccountHandler(accounts());
    const found = async (email: string) => findAccountOutputSchema.parse(await handler(request({ email }, admin)));
    expect(await found('awa@kasuwa.test')).toEqual({
      uid: 'u-awa',
      email: 'awa@kasuwa.test',
      emailVerified: true,
      disabled: false,
      role: 'customer',
    });
    expect(await found('new@kasuwa.test')).toMatchObject({ emailVerified: false, role: null });
    expect(await found('gone@kasuwa.test')).toMatchObject({ disabled: true });
  });

  it('says clearly when no account uses the email', async () => {
    await expect(findAccountHandler(accounts())(request({ email: 'nobody@kasuwa.test' }, admin))).rejects.toMatchObject({
      code: 'not-found',
      message: 'No account uses this email: they must sign up in the app first.',
    });
  });

  it('refuses visitors, customers, staff no longer staff, and input that is not one email', async () => {
    const handler = findAccountHandler(accounts());
    const email = { email: 'awa@kasuwa.test' };
    await expect(handler(request(email))).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handler(request(email, { uid: 'u-awa', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(findAccountHandler(accounts({ disabled: true }))(request(email, admin))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    for (const data of [null, { email: 'not an email' }, { ...email, role: 'admin' }, { email: `${'a'.repeat(250)}@x.ne` }]) {
      await expect(handler(request(data, admin))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
  });

  it('answers internal when Auth fails', async () => {
    const failing = {
      ...accounts(),
      byEmail: async () => {
        throw new Error('auth/internal-error');
      },
    };
    await expect(findAccountHandler(failing)(request({ email: 'awa@kasuwa.test' }, admin))).rejects.toMatchObject({
      code: 'internal',
    });
  });

  it('answers unavailable, nothing looked up, when the caller’s own standing cannot be read', async () => {
    let lookedUp = false;
    const failing = {
      ...accounts(),
      byUid: async () => {
        throw new Error('auth/internal-error');
      },
      byEmail: async () => {
        lookedUp = true;
        return null;
      },
    };
    await expect(findAccountHandler(failing)(request({ email: 'awa@kasuwa.test' }, admin))).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Your staff standing could not be checked. Nothing was done; try again.',
    });
    expect(lookedUp).toBe(false);
  });
});
