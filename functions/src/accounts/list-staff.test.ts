import type { CallableRequest } from 'firebase-functions/v2/https';
import { listStaffOutputSchema } from '@kasuwa/contract/accounts';
import { fakeAccounts } from '../test-support/fake-accounts';
import { listStaffHandler } from './list-staff';

const request = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const admin = { uid: 'seed-admin', token: { role: 'admin', email_verified: true } };

const accounts = () =>
  fakeAccounts(
    [
      { uid: 'seed-admin', email: 'admin@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
      { uid: 'u-awa', email: 'awa@kasuwa.test', emailVerified: true, customClaims: { role: 'customer' } },
    ],
    { 'seed-admin': { role: 'admin' }, 'u-awa': { role: 'customer' } },
  ).store;

describe('listStaff', () => {
  it('gives staff the admin accounts', async () => {
    const answer = await listStaffHandler(accounts())(request(null, admin));
    expect(listStaffOutputSchema.parse(answer).staff.map((account) => account.uid)).toEqual(['seed-admin']);
  });

  it('refuses visitors, customers and input', async () => {
    const handler = listStaffHandler(accounts());
    await expect(handler(request(null))).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handler(request(null, { uid: 'u-awa', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(handler(request(null, { uid: 'u-x', token: { role: 'admin', email_verified: false } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(handler(request({ pageSize: 5 }, admin))).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('answers internal when Auth fails', async () => {
    const handler = listStaffHandler({
      staff: async () => {
        throw new Error('UNAVAILABLE');
      },
    });
    await expect(handler(request(null, admin))).rejects.toMatchObject({ code: 'internal' });
  });
});
