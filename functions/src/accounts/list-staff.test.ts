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
      { uid: 'u-gerant', email: 'gerant@kasuwa.test', emailVerified: true, customClaims: { role: 'manager' } },
    ],
    { 'seed-admin': { role: 'admin' }, 'u-awa': { role: 'customer' }, 'u-gerant': { role: 'manager' } },
  ).store;

describe('listStaff', () => {
  it('gives the owner the whole team with their roles', async () => {
    const answer = await listStaffHandler(accounts())(request(null, admin));
    expect(listStaffOutputSchema.parse(answer).staff.map(({ uid, role }) => [uid, role])).toEqual([
      ['seed-admin', 'admin'],
      ['u-gerant', 'manager'],
    ]);
  });

  it("refuses a manager: the team is the owner's to see", async () => {
    const manager = { uid: 'u-gerant', token: { role: 'manager', email_verified: true } };
    await expect(listStaffHandler(accounts())(request(null, manager))).rejects.toMatchObject({ code: 'permission-denied' });
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

  it('refuses a caller disabled, demoted or signed out everywhere since their ID token was made', async () => {
    const signedInAt = Date.UTC(2026, 10, 25, 8) / 1000;
    const staffToken = { role: 'admin', email_verified: true, auth_time: signedInAt };
    const since = (changes: object) =>
      fakeAccounts([{ uid: 'u-ali', email: 'ali@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' }, ...changes }])
        .store;
    for (const changed of [
      { disabled: true },
      { customClaims: { role: 'customer' } },
      { tokensValidAfterTime: new Date(signedInAt * 1000 + 60_000).toUTCString() },
    ]) {
      await expect(listStaffHandler(since(changed))(request(null, { uid: 'u-ali', token: staffToken }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    // Signed in again after their sessions were ended: staff.
    const renewed = since({ tokensValidAfterTime: new Date(signedInAt * 1000 - 60_000).toUTCString() });
    await expect(listStaffHandler(renewed)(request(null, { uid: 'u-ali', token: staffToken }))).resolves.toBeDefined();
  });

  it('answers internal when Auth fails', async () => {
    const handler = listStaffHandler({
      ...accounts(),
      staff: async () => {
        throw new Error('UNAVAILABLE');
      },
    });
    await expect(handler(request(null, admin))).rejects.toMatchObject({ code: 'internal' });
  });
});
