import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { placeOrderResponseSchema } from '@kasuwa/contract/schemas';
import { placeOrderHandler, type NewOrder } from './place-order';

const request = (data: unknown, auth?: { uid: string; verified?: boolean }) =>
  ({
    data,
    rawRequest: {},
    auth: auth ? { uid: auth.uid, token: { email_verified: auth.verified ?? true } } : undefined,
  }) as unknown as CallableRequest<unknown>;

function setUp({ verifiedNow = false } = {}) {
  const written: NewOrder[] = [];
  const handler = placeOrderHandler({
    readCatalogue: async (ids) =>
      new Map(
        ids.map((id) => [id, id === 'theiere' ? { title: 'Théière', price: 7_500, sizes: [], colors: ['Bleu'] } : undefined]),
      ),
    emailVerifiedNow: async () => verifiedNow,
    customerNameOf: async (uid) => (uid === 'u-awa' ? 'Awa Issoufou' : undefined),
    createOrder: async (order) => {
      written.push(order);
      return `order-${written.length}`;
    },
  });
  return { handler, written };
}

const good = {
  lines: [{ productId: 'theiere', quantity: 2, color: 'Bleu' }],
  phone: '+227 96 11 22 33',
  deliveryAddress: 'Plateau, Niamey',
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
};

describe('placeOrder', () => {
  it('writes the order priced by the server, status new, for the caller, and answers it', async () => {
    const { handler, written } = setUp();
    const answer = await handler(request(good, { uid: 'u-awa' }));
    expect(placeOrderResponseSchema.parse(answer)).toEqual({
      orderId: 'order-1',
      status: 'new',
      items: [{ productId: 'theiere', title: 'Théière', price: 7_500, quantity: 2, color: 'Bleu' }],
      total: 15_000,
    });
    expect(written).toEqual([
      {
        userId: 'u-awa',
        items: answer.items,
        total: 15_000,
        status: 'new',
        phone: good.phone,
        deliveryAddress: good.deliveryAddress,
        customerName: 'Awa Issoufou',
      },
    ]);
  });

  it('writes no name for a shopper without a shop user record', async () => {
    const { handler, written } = setUp();
    await handler(request(good, { uid: 'u-sans-fiche' }));
    expect(written[0]).not.toHaveProperty('customerName');
  });

  it('asks Auth when the ID token predates the verification', async () => {
    const { handler, written } = setUp({ verifiedNow: true });
    await handler(request(good, { uid: 'u-awa', verified: false }));
    expect(written).toHaveLength(1);
  });

  it('refuses with a clear code, and writes nothing: no sign-in, unverified email, bad input, unknown product', async () => {
    const { handler, written } = setUp();
    expect((await refusal(handler(request(good)))).code).toBe('unauthenticated');
    const unverified = await refusal(handler(request(good, { uid: 'u-moussa', verified: false })));
    expect([unverified.code, unverified.message]).toEqual([
      'failed-precondition',
      'Verify your email address before placing an order.',
    ]);
    for (const bad of [
      { ...good, lines: [] },
      { ...good, lines: Array.from({ length: 51 }, () => good.lines[0]) },
      { ...good, lines: [{ productId: 'theiere', quantity: 0 }] },
      { ...good, lines: [{ productId: 'theiere', quantity: 1.5 }] },
      { ...good, lines: [{ productId: 'theiere', quantity: 100 }] },
      { ...good, lines: [{ productId: 'theiere', quantity: 1, price: 1 }] },
      { ...good, total: 1 },
      null,
    ]) {
      expect((await refusal(handler(request(bad, { uid: 'u-awa' })))).code).toBe('invalid-argument');
    }
    expect(
      (await refusal(handler(request({ ...good, lines: [{ productId: 'inconnu', quantity: 1 }] }, { uid: 'u-awa' })))).code,
    ).toBe('not-found');
    expect(written).toEqual([]);
  });
});
