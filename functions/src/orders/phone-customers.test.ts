import type { CallableRequest } from 'firebase-functions/v2/https';
import { fakeAccounts } from '../test-support/fake-accounts';
import { findPhoneCustomersHandler, linkPhoneOrdersHandler } from './phone-customers';
import { phoneCustomerId } from './phone-order';

const admin = { uid: 'seed-admin', token: { role: 'admin', email_verified: true } };
const request = (data: unknown, auth: object | undefined = admin) => ({ data, auth }) as unknown as CallableRequest<unknown>;

/** Shop users claiming numbers, as stored, and their accounts in Auth. */
const claims = [
  { uid: 'u-awa', name: 'Awa', phone: '+227 90 12 34 56', emailVerified: true, proven: true },
  { uid: 'u-thief', name: 'Awa', phone: '90123456', emailVerified: true, proven: false },
];
const sources = {
  accounts: fakeAccounts([{ uid: 'seed-admin', emailVerified: true, customClaims: { role: 'admin' } }], {
    'seed-admin': { role: 'admin' },
  }).store,
  shopUsersWithPhone: async (spellings: readonly string[], limit: number) =>
    claims
      .filter(({ phone }) => spellings.includes(phone))
      .slice(0, limit)
      .map(({ uid, name }) => ({ uid, name })),
  accountsOf: async (uids: readonly string[]) =>
    claims
      .filter(({ uid }) => uids.includes(uid))
      .map(({ uid, emailVerified }) => ({
        uid,
        emailVerified,
        email: `${uid}@kasuwa.test`,
        createdAt: '2026-11-01T00:00:00.000Z',
      })),
  provenAt: async (uid: string) => claims.some((claim) => claim.uid === uid && claim.proven),
};

describe('findPhoneCustomers', () => {
  it('lists every account claiming the number in any spelling, with its orders and its proof, and trusts only the proven one', async () => {
    const handler = findPhoneCustomersHandler({ ...sources, orderCountOf: async (uid) => (uid === 'u-awa' ? 4 : 0) });
    const found = await handler(request({ phone: '+22790123456' }));
    expect(found).toEqual({
      trusted: 'u-awa',
      claimants: [
        {
          uid: 'u-awa',
          name: 'Awa',
          email: 'u-awa@kasuwa.test',
          emailVerified: true,
          createdAt: '2026-11-01T00:00:00.000Z',
          orders: 4,
          proven: true,
        },
        {
          uid: 'u-thief',
          name: 'Awa',
          email: 'u-thief@kasuwa.test',
          emailVerified: true,
          createdAt: '2026-11-01T00:00:00.000Z',
          orders: 0,
          proven: false,
        },
      ],
    });
    await expect(
      handler(request({ phone: '+22790123456' }, { uid: 'u-awa', token: { role: 'customer' } })),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('linkPhoneOrders', () => {
  const setUp = () => {
    const moved: [string, string, string][] = [];
    const handler = linkPhoneOrdersHandler({
      ...sources,
      phoneCustomerOf: phoneCustomerId,
      moveOrders: async (phoneCustomer, uid, by) => {
        moved.push([phoneCustomer, uid, by]);
        return 3;
      },
    });
    return { handler, moved };
  };

  it('gives the number’s orders to the verified account proven at it, recording who did', async () => {
    const { handler, moved } = setUp();
    expect(await handler(request({ phone: '90 12 34 56', uid: 'u-awa' }))).toEqual({ linked: 3 });
    expect(moved).toEqual([['phone-22790123456', 'u-awa', 'seed-admin']]);
  });

  it('refuses a claim without proof, one that does not claim the number, and any customer, moving nothing', async () => {
    const { handler, moved } = setUp();
    // Verified, claiming the number, but with no order of its own delivered and paid there.
    await expect(handler(request({ phone: '90 12 34 56', uid: 'u-thief' }))).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { refusal: 'not-proven' },
    });
    await expect(handler(request({ phone: '91 00 00 00', uid: 'u-awa' }))).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(handler(request({ phone: '90 12 34 56', uid: 'u-thief' }, { uid: 'u-thief', token: {} }))).rejects.toMatchObject(
      {
        code: 'permission-denied',
      },
    );
    await expect(handler(request({ phone: '12', uid: 'u-awa' }))).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(moved).toEqual([]);
  });
});
