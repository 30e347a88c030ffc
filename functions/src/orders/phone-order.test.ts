import type { CallableRequest } from 'firebase-functions/v2/https';
import { placePhoneOrderResponseSchema } from '@kasuwa/contract/phone-customers';
import { soldOut, type SoldOut } from '@kasuwa/contract/stock';
import { fakeAccounts } from '../test-support/fake-accounts';
import type { NewOrder } from './place-order';
import { phoneCustomerId, phoneOrderHandler } from './phone-order';

const admin = { uid: 'seed-admin', token: { role: 'admin', email_verified: true } };
const request = (data: unknown, auth: object | undefined = admin) => ({ data, auth }) as unknown as CallableRequest<unknown>;
const updatedAt = { toMillis: () => 0 };

/** Who claims which number in their shop user record, and whether Auth says their email is verified. */
interface Claim {
  uid: string;
  phone: string;
  emailVerified: boolean;
  /** Whether the account has an order of its own delivered and paid at the number. */
  proven?: boolean;
}
const awaClaim: Claim = { uid: 'u-awa', phone: '+227 90 12 34 56', emailVerified: true, proven: true };

function setUp({
  disabled = false,
  claims = [awaClaim],
  stockSays,
}: { disabled?: boolean; claims?: Claim[]; stockSays?: SoldOut } = {}) {
  const written = new Map<string, NewOrder>();
  const handler = phoneOrderHandler({
    shopUsersWithPhone: async (spellings, limit) =>
      claims
        .filter(({ phone }) => spellings.includes(phone))
        .slice(0, limit)
        .map(({ uid }) => ({ uid, name: null })),
    accountsOf: async (uids) =>
      claims
        .filter(({ uid }) => uids.includes(uid))
        .map(({ uid, emailVerified }) => ({ uid, emailVerified, email: `${uid}@kasuwa.test`, createdAt: null })),
    provenAt: async (uid) => claims.some((claim) => claim.uid === uid && claim.proven === true),
    accounts: fakeAccounts([{ uid: 'seed-admin', emailVerified: true, customClaims: { role: 'admin' }, disabled }], {
      'seed-admin': { role: 'admin' },
    }).store,
    readCatalogue: async (ids) =>
      new Map(ids.map((id) => [id, id === 'savon' ? { title: 'Savon noir', price: 1_500, sizes: [], colors: [] } : undefined])),
    zoneOf: async (id) => (id === 'wadata' ? { name: 'Wadata', fee: 750, minimumOrder: 0, active: true, updatedAt } : undefined),
    shopUserOf: async (uid) =>
      claims.some((claim) => claim.uid === uid) ? { name: uid === 'u-awa' ? 'Awa Hamidou' : 'Voleur' } : undefined,
    saveOrder: async (order, orderId) => {
      if (stockSays) return { soldOut: stockSays };
      const there = written.get(orderId);
      if (there) return { existing: { userId: there.userId, status: 'new', items: there.items, total: there.total, number: 1 } };
      written.set(orderId, order);
      return { saved: orderId, number: written.size };
    },
  });
  return { handler, written };
}

const order = {
  customer: { name: 'Mariama' },
  lines: [{ productId: 'savon', quantity: 2 }],
  phone: '+227 90 12 34 56',
  deliveryAddress: 'Wadata, près du marché',
  requestId: 'phone-request-0001',
  zoneId: 'wadata',
  campaign: 'affiche-wadata',
};

describe('placePhoneOrder', () => {
  it('prices the order as placeOrder does, for a phone number without an account, and records who took it', async () => {
    const { handler, written } = setUp();
    const answer = placePhoneOrderResponseSchema.parse(await handler(request(order)));
    expect(answer).toMatchObject({
      attachedTo: 'phone',
      status: 'new',
      number: 1,
      zoneName: 'Wadata',
      deliveryFee: 750,
      total: 3_750,
    });
    expect([...written.values()][0]).toEqual({
      userId: phoneCustomerId(order.phone),
      items: [{ productId: 'savon', title: 'Savon noir', price: 1_500, quantity: 2 }],
      total: 3_750,
      status: 'new',
      phone: order.phone,
      deliveryAddress: order.deliveryAddress,
      customerName: 'Mariama',
      zoneId: 'wadata',
      zoneName: 'Wadata',
      deliveryFee: 750,
      campaign: 'affiche-wadata',
      takenBy: 'seed-admin',
      channel: 'phone',
    });
    expect(phoneCustomerId(order.phone)).toBe('phone-22790123456');
    // However the number is typed, it is one customer.
    expect(['90123456', '+22790123456', '00227 90 12 34 56'].map(phoneCustomerId)).toEqual(Array(3).fill('phone-22790123456'));
  });

  it("takes an existing customer's name from their record, and places one order for a repeated request", async () => {
    const { handler, written } = setUp();
    const forAwa = { ...order, customer: { uid: 'u-awa' } };
    const first = await handler(request(forAwa));
    const again = await handler(request(forAwa));
    expect(again.orderId).toBe(first.orderId);
    expect(written.size).toBe(1);
    expect([...written.values()][0]).toMatchObject({ userId: 'u-awa', customerName: 'Awa Hamidou' });
    expect([first.attachedTo, again.attachedTo]).toEqual(['account', 'account']);
    await expect(handler(request({ ...order, customer: { uid: 'u-nobody' } }))).rejects.toMatchObject({ code: 'not-found' });
  });

  it('records an order that came by WhatsApp as staff say, and no channel but the two staff take orders by', async () => {
    const { handler, written } = setUp();
    await handler(request({ ...order, channel: 'whatsapp' }));
    expect([...written.values()][0]).toMatchObject({ channel: 'whatsapp', takenBy: 'seed-admin' });
    await expect(handler(request({ ...order, requestId: 'another-request-id-0001', channel: 'app' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(written.size).toBe(1);
  });

  it('attaches the order to an account only on proof: never on a claim alone, however verified', async () => {
    const thief: Claim = { uid: 'u-thief', phone: '90123456', emailVerified: false };
    const cases = [
      { claims: [thief], chosen: 'u-thief', to: 'phone' },
      // A throwaway verified account that wrote the number in: a claim, no proof.
      { claims: [{ ...thief, emailVerified: true }], chosen: 'u-thief', to: 'phone' },
      { claims: [awaClaim, thief], chosen: 'u-thief', to: 'phone' },
      { claims: [awaClaim, { ...thief, emailVerified: true }], chosen: 'u-thief', to: 'phone' },
      // The proven account stays the number's however many others claim it.
      { claims: [awaClaim, { ...thief, emailVerified: true }], chosen: 'u-awa', to: 'account' },
      // Two proven accounts: nobody can tell, the order stays on the number.
      { claims: [awaClaim, { ...thief, emailVerified: true, proven: true }], chosen: 'u-awa', to: 'phone' },
      { claims: [{ ...awaClaim, emailVerified: false }], chosen: 'u-awa', to: 'phone' },
    ];
    for (const [at, { claims, chosen, to }] of cases.entries()) {
      const { handler, written } = setUp({ claims });
      const answer = await handler(request({ ...order, customer: { uid: chosen }, requestId: `phone-request-kept-${at}` }));
      expect([at, answer.attachedTo]).toEqual([at, to]);
      expect([at, [...written.values()][0]?.userId]).toEqual([at, to === 'phone' ? 'phone-22790123456' : chosen]);
    }
  });

  it('refuses customers, staff no longer staff, and bad orders, writing nothing', async () => {
    const { handler, written } = setUp();
    await expect(handler(request(order, { uid: 'u-awa', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setUp({ disabled: true }).handler(request(order))).rejects.toMatchObject({ code: 'permission-denied' });
    for (const bad of [
      { ...order, requestId: undefined },
      { ...order, phone: '12' },
      { ...order, lines: [] },
      { ...order, total: 1 },
      { ...order, customer: { uid: 'u-awa', name: 'both' } },
    ]) {
      await expect(handler(request(bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    // Each refusal carries its code and values for the console to say (orderRefusals).
    await expect(handler(request({ ...order, lines: [{ productId: 'absent', quantity: 1 }] }))).rejects.toMatchObject({
      code: 'not-found',
      message: 'Unknown product: absent.',
      details: { refusal: 'unknown-product', values: { product: 'absent' } },
    });
    await expect(handler(request({ ...order, zoneId: 'ferme' }))).rejects.toMatchObject({
      code: 'not-found',
      details: { refusal: 'unknown-zone' },
    });
    await expect(handler(request({ ...order, customer: { uid: 'u-personne' } }))).rejects.toMatchObject({
      code: 'not-found',
      details: { refusal: 'no-customer-account' },
    });
    const stock = setUp({ stockSays: soldOut('Savon noir', { productId: 'savon' }, 1) });
    await expect(stock.handler(request(order))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Only a few left: Savon noir. Order fewer.',
      details: { refusal: 'few-left', values: { item: 'Savon noir' } },
    });
    expect(written.size + stock.written.size).toBe(0);
  });
});
