import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { formatXof } from '@kasuwa/contract/money';
import { defaultOrderHolds, heldTooMuchMessage } from '@kasuwa/contract/order-holds';
import { placeOrderResponseSchema } from '@kasuwa/contract/schemas';
import { placeOrderHandler, requestedOrderId, type NewOrder } from './place-order';

const request = (data: unknown, auth?: { uid: string; verified?: boolean }) =>
  ({
    data,
    rawRequest: {},
    auth: auth ? { uid: auth.uid, token: { email_verified: auth.verified ?? true } } : undefined,
  }) as unknown as CallableRequest<unknown>;

const updatedAt = { toMillis: () => 0 };
const zones: Record<string, object> = {
  wadata: { name: 'Wadata', fee: 750, minimumOrder: 5_000, active: true, updatedAt },
  lazaret: { name: 'Lazaret', fee: 1_000, minimumOrder: 20_000, active: true, updatedAt },
  ferme: { name: 'Fermé', fee: 500, minimumOrder: 0, active: false, updatedAt },
};

function setUp({ verifiedNow = false, allowed = Infinity, calls = Infinity, zonesActive = false, heldTooMuch = false } = {}) {
  const written: NewOrder[] = [];
  const stored = new Map<string, NewOrder>();
  const numbers = new Map<string, number>();
  const placed = (orderId: string) => {
    const order = stored.get(orderId);
    const number = numbers.get(orderId);
    return order ? { userId: order.userId, status: order.status, items: order.items, total: order.total, number } : null;
  };
  let counted = 0;
  let callsCounted = 0;
  const catalogueReads: string[][] = [];
  const handler = placeOrderHandler({
    consumeCall: async () => {
      if (callsCounted >= calls) return false;
      callsCounted += 1;
      return true;
    },
    withinOrderLimits: async () => counted < allowed,
    shopHasZones: async () => zonesActive,
    readHolds: async () => defaultOrderHolds,
    readCatalogue: async (ids) => {
      catalogueReads.push([...ids]);
      return new Map(
        ids.map((id) => [id, id === 'theiere' ? { title: 'Théière', price: 7_500, sizes: [], colors: ['Bleu'] } : undefined]),
      );
    },
    emailVerifiedNow: async () => verifiedNow,
    customerNameOf: async (uid) => (uid === 'u-awa' ? 'Awa Issoufou' : undefined),
    zoneOf: async (zoneId) => zones[zoneId],
    findOrder: async (orderId) => placed(orderId),
    // As the transaction does: the order there already, or the limits counted and the order written.
    saveOrder: async (order, orderId, holds) => {
      expect(holds).toEqual(defaultOrderHolds);
      const there = orderId ? placed(orderId) : null;
      if (orderId && there) return { existing: there };
      if (counted >= allowed) return { limited: true };
      if (heldTooMuch) return { heldTooMuch: heldTooMuchMessage };
      counted += 1;
      const id = orderId ?? `order-${written.length + 1}`;
      stored.set(id, order);
      written.push(order);
      // As the order counter does: the next number, given with the order.
      numbers.set(id, numbers.size + 1);
      return { saved: id, number: numbers.size };
    },
  });
  return { handler, written, counted: () => counted, catalogueReads };
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
  it('writes the order priced by the server, status new, for the caller, and answers it with its number', async () => {
    const { handler, written } = setUp();
    const answer = await handler(request(good, { uid: 'u-awa' }));
    expect(placeOrderResponseSchema.parse(answer)).toEqual({
      orderId: 'order-1',
      number: 1,
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

  it("takes the zone's fee into the total, keeps the zone and the campaign, whatever the caller says of the fee", async () => {
    const { handler, written } = setUp();
    const answer = await handler(request({ ...good, zoneId: 'wadata', campaign: 'affiche-wadata' }, { uid: 'u-awa' }));
    expect(placeOrderResponseSchema.parse(answer)).toMatchObject({ zoneName: 'Wadata', deliveryFee: 750, total: 15_750 });
    expect(written[0]).toMatchObject({
      zoneId: 'wadata',
      zoneName: 'Wadata',
      deliveryFee: 750,
      total: 15_750,
      campaign: 'affiche-wadata',
    });
    const forged = await refusal(handler(request({ ...good, zoneId: 'wadata', deliveryFee: 0 }, { uid: 'u-awa' })));
    expect(forged.code).toBe('invalid-argument');
  });

  it('refuses a closed or unknown zone and an order below its minimum, in French, writing nothing', async () => {
    const { handler, written } = setUp();
    for (const zoneId of ['ferme', 'absent']) {
      const error = await refusal(handler(request({ ...good, zoneId }, { uid: 'u-awa' })));
      expect([error.code, error.message]).toEqual([
        'not-found',
        'Zone de livraison inconnue ou fermée : choisissez-en une autre.',
      ]);
    }
    const short = await refusal(handler(request({ ...good, zoneId: 'lazaret' }, { uid: 'u-awa' })));
    expect(short.code).toBe('failed-precondition');
    expect(short.message).toBe(`Commande minimum pour Lazaret : ${formatXof(20_000)}.`);
    const badCampaign = await refusal(handler(request({ ...good, campaign: 'pas de code!' }, { uid: 'u-awa' })));
    expect(badCampaign.code).toBe('invalid-argument');
    expect(written).toEqual([]);
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

  it('places one order for every call with the same request id, however concurrent, and answers it each time', async () => {
    const { handler, written, counted } = setUp();
    const once = { ...good, requestId: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => handler(request(once, { uid: 'u-awa' }))));
    expect([written.length, counted()]).toEqual([1, 1]);
    expect(new Set(answers.map(({ orderId }) => orderId))).toEqual(new Set([requestedOrderId('u-awa', once.requestId)]));
    expect(answers.every((answer) => answer.total === 15_000 && answer.status === 'new')).toBe(true);
    // A retry after the answer was lost reads the order and counts nothing against the limits.
    expect(await handler(request(once, { uid: 'u-awa' }))).toEqual(answers[0]);
    expect([written.length, counted()]).toEqual([1, 1]);
  });

  it('keeps the request ids of different shoppers apart, and a new id makes a new order', async () => {
    const { handler, written } = setUp();
    const requestId = 'same-request-id-1234';
    const [awa, other] = await Promise.all([
      handler(request({ ...good, requestId }, { uid: 'u-awa' })),
      handler(request({ ...good, requestId }, { uid: 'u-other' })),
    ]);
    expect(awa.orderId).not.toBe(other.orderId);
    await handler(request({ ...good, requestId: 'another-request-5678' }, { uid: 'u-awa' }));
    expect(written.map(({ userId }) => userId)).toEqual(['u-awa', 'u-other', 'u-awa']);
    expect((await refusal(handler(request({ ...good, requestId: 'short' }, { uid: 'u-awa' })))).code).toBe('invalid-argument');
  });

  it('refuses an order past the shopper’s limits, and writes nothing', async () => {
    const { handler, written } = setUp({ allowed: 2 });
    await handler(request(good, { uid: 'u-awa' }));
    await handler(request(good, { uid: 'u-awa' }));
    const refused = await refusal(handler(request(good, { uid: 'u-awa' })));
    expect([refused.code, refused.message]).toEqual([
      'resource-exhausted',
      'Too many orders: at most 10 an hour and 30 a day. Try again later.',
    ]);
    expect(written).toHaveLength(2);
  });

  it('refuses an order past the shopper’s limits before pricing it: no catalogue read, nothing written', async () => {
    const { handler, written, catalogueReads } = setUp({ allowed: 0 });
    const refused = await refusal(handler(request(good, { uid: 'u-awa' })));
    expect(refused.code).toBe('resource-exhausted');
    expect([written, catalogueReads]).toEqual([[], []]);
  });

  it('refuses calls past the hourly budget before anything else, refused calls counted too', async () => {
    const { handler, written, catalogueReads } = setUp({ calls: 3 });
    const unknown = { ...good, lines: [{ productId: 'inconnu', quantity: 1 }] };
    for (let call = 0; call < 3; call += 1)
      expect((await refusal(handler(request(unknown, { uid: 'u-awa' })))).code).toBe('not-found');
    const refused = await refusal(handler(request(good, { uid: 'u-awa' })));
    expect([refused.code, refused.message]).toEqual([
      'resource-exhausted',
      'Too many attempts to order: at most 30 an hour. Try again later.',
    ]);
    expect([written.length, catalogueReads.length]).toEqual([0, 3]);
  });

  it('refuses an order without a zone once the shop delivers by zones, in French; without zones it needs none', async () => {
    const zoned = setUp({ zonesActive: true });
    const refused = await refusal(zoned.handler(request(good, { uid: 'u-awa' })));
    expect([refused.code, refused.message]).toEqual([
      'failed-precondition',
      'Choisissez votre zone de livraison : elle donne le prix de la livraison.',
    ]);
    expect(zoned.catalogueReads).toEqual([]);
    await zoned.handler(request({ ...good, zoneId: 'wadata' }, { uid: 'u-awa' }));
    expect(zoned.written).toHaveLength(1);
    const unzoned = setUp();
    await unzoned.handler(request(good, { uid: 'u-awa' }));
    expect(unzoned.written).toHaveLength(1);
  });

  it('refuses in French, saying to call the shop, when the shopper’s unconfirmed orders hold too much', async () => {
    const { handler, written } = setUp({ heldTooMuch: true });
    const refused = await refusal(handler(request(good, { uid: 'u-awa' })));
    expect(refused.code).toBe('resource-exhausted');
    expect(refused.message).toMatch(
      /^Vous avez déjà beaucoup d’articles en attente de confirmation\. Appelez la boutique au \+227/,
    );
    expect(written).toEqual([]);
  });
});
