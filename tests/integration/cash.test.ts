import { randomUUID } from 'node:crypto';
import type { Functions } from 'firebase/functions';
import { Timestamp } from 'firebase-admin/firestore';
import { receiveCashOutputSchema } from '@kasuwa/contract/cash';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { formatXof } from '@kasuwa/contract/money';
import { adminDb } from '../support/admin-app';
import { cashHeldBy, deliveredOrder } from '../support/order-docs';
import { eventually } from '../support/eventually';
import { callableOutcome, signedInCallables } from '../support/callable-client';
import { seedAccounts } from '../support/seed-accounts';
import { seedCallers } from '../support/seed-callers';
import { newAccount } from '../support/test-accounts';

/**
 * Cash handed over, on the Functions emulator: the seeded seller counts a rider's cash for the orders
 * it covers, and holds it from then; every refusal changes nothing, and a retry records it once.
 */
const orders = adminDb.collection(collections.orders);
const handovers = adminDb.collection(collections.cashHandovers);
const run = Date.now().toString(36);
const id = (name: string) => `it-cash-${name}-${run}`;
const { seller, rider, viewer } = seedAccounts;
const callers = seedCallers();
const signedIn: Partial<Record<'seller' | 'rider' | 'viewer', Awaited<ReturnType<typeof signedInCallables>>>> = {};

/** An order delivered and paid: in cash held by `holder`, or by Mobile Money. */
const paid = (total: number, holder: string | null) =>
  deliveredOrder(
    total,
    holder
      ? cashHeldBy(holder)
      : { payment: 'mobile-money', paymentReference: `MP-${run}`, paidBy: rider.uid, paidAt: Timestamp.now() },
  );

beforeAll(async () => {
  await orders.doc(id('a')).set(paid(15_000, rider.uid));
  await orders.doc(id('b')).set(paid(20_000, rider.uid));
  await orders.doc(id('mm')).set(paid(5_000, null));
  await orders.doc(id('theirs')).set(paid(7_500, seedAccounts.manager.uid));
  signedIn.seller = await signedInCallables(seller.email, seller.password);
  signedIn.rider = await signedInCallables(rider.email, rider.password);
  signedIn.viewer = await signedInCallables(viewer.email, viewer.password);
});

afterAll(async () => {
  await Promise.all(Object.values(signedIn).map((callables) => callables.close()));
  const mine = await handovers.where('from', 'in', [rider.uid, seller.uid]).get();
  await Promise.all([
    ...['a', 'b', 'mm', 'theirs'].map((name) => orders.doc(id(name)).delete()),
    ...mine.docs.filter((handover) => String(handover.get('orderIds')).includes(run)).map((handover) => handover.ref.delete()),
  ]);
});

const receive = callableOutcome(functionNames.receiveCash, (data) => receiveCashOutputSchema.parse(data));
/** The orders of this run in a holder's cashInHand document, with their amounts. */
const inHand = async (holder: string) => {
  const held = (await adminDb.collection(collections.cashInHand).doc(holder).get()).get('orders') as
    Record<string, { amount: number }> | undefined;
  return Object.fromEntries(
    Object.entries(held ?? {})
      .filter(([orderId]) => orderId.includes(run))
      .map(([orderId, entry]) => [orderId, entry.amount]),
  );
};
const holders = async () =>
  Promise.all(['a', 'b', 'mm', 'theirs'].map(async (name) => (await orders.doc(id(name)).get()).get('cashHolder') ?? null));

describe('receiveCash on the Functions emulator', () => {
  it('refuses every wrong hand-over and changes nothing: a wrong amount, cash not held, someone else’s, oneself, a role or a customer that may not', async () => {
    const before = await holders();
    const asked = { from: rider.uid, orderIds: [id('a'), id('b')], amount: 35_000 };
    const sellerFunctions = signedIn.seller?.functions as Functions;
    expect(await receive(sellerFunctions, { ...asked, requestId: randomUUID(), amount: 30_000 })).toMatchObject({
      code: 'functions/failed-precondition',
      message: `These orders come to ${formatXof(35_000)}: count the cash again, or leave out the orders not handed over. Nothing was recorded.`,
    });
    for (const orderIds of [
      [id('a'), id('mm')],
      [id('a'), id('theirs')],
      [id('a'), `it-cash-none-${run}`],
    ]) {
      expect(await receive(sellerFunctions, { ...asked, orderIds, requestId: randomUUID() })).toMatchObject({
        code: 'functions/failed-precondition',
      });
    }
    expect(await receive(sellerFunctions, { ...asked, from: seller.uid, requestId: randomUUID() })).toMatchObject({
      code: 'functions/invalid-argument',
    });
    for (const who of [signedIn.rider, signedIn.viewer]) {
      expect(await receive(who?.functions as Functions, { ...asked, requestId: randomUUID() })).toMatchObject({
        code: 'functions/permission-denied',
      });
    }
    const customer = await newAccount('cash-customer', { emailVerified: true });
    const customerCalls = await signedInCallables(customer.email, customer.password);
    expect(await receive(customerCalls.functions, { ...asked, requestId: randomUUID() })).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await receive(callers.visitor.functions, { ...asked, requestId: randomUUID() })).toMatchObject({
      code: 'functions/unauthenticated',
    });
    await customerCalls.close();
    expect(await holders()).toEqual(before);
    expect(
      (await handovers.where('from', '==', rider.uid).get()).docs.filter((doc) => String(doc.get('orderIds')).includes(run)),
    ).toEqual([]);
  }, 60_000);

  it('records the cash the seller counted from the rider once, however often it is sent, and the seller holds it from then', async () => {
    const requestId = randomUUID();
    const asked = { requestId, from: rider.uid, orderIds: [id('a'), id('b')], amount: 35_000 };
    const sellerFunctions = signedIn.seller?.functions as Functions;
    const answers = await Promise.all([1, 2, 3].map(() => receive(sellerFunctions, asked)));
    expect(answers).toEqual(Array(3).fill({ ok: { handoverId: requestId, amount: 35_000, orders: 2 } }));
    expect(await holders()).toEqual([seller.uid, seller.uid, null, seedAccounts.manager.uid]);
    // Both people's cash in hand moved in the hand-over's transaction: nothing to wait for.
    expect(await inHand(rider.uid)).toEqual({});
    expect(await inHand(seller.uid)).toEqual({ [id('a')]: 15_000, [id('b')]: 20_000 });
    const record = (await handovers.doc(requestId).get()).data();
    expect(record).toMatchObject({ from: rider.uid, to: seller.uid, amount: 35_000, orderIds: [id('a'), id('b')] });
    // The same request id cannot be made to say something else, and the rider holds none of it now.
    expect(await receive(sellerFunctions, { ...asked, amount: 15_000, orderIds: [id('a')] })).toMatchObject({
      code: 'functions/already-exists',
    });
    expect(await receive(sellerFunctions, { ...asked, requestId: randomUUID() })).toMatchObject({
      code: 'functions/failed-precondition',
    });
  }, 60_000);

  it('keeps each holder’s cash in hand as payments are recorded, corrected and the order removed', async () => {
    const order = orders.doc(id('counter'));
    await order.set(paid(12_500, seller.uid));
    await eventually(
      () => inHand(seller.uid),
      (held) => held[id('counter')] === 12_500,
    );
    // A correction to Mobile Money takes it out of the seller's hands; back to cash, the manager's.
    await order.update({ payment: 'mobile-money', paymentReference: `MP2-${run}`, cashHolder: null, cashSince: null });
    await eventually(
      () => inHand(seller.uid),
      (held) => !(id('counter') in held),
    );
    const manager = seedAccounts.manager.uid;
    await order.update({ payment: 'cash', paymentReference: null, cashHolder: manager, cashSince: Timestamp.now() });
    await eventually(
      () => inHand(manager),
      (held) => held[id('counter')] === 12_500,
    );
    expect((await adminDb.collection(collections.cashInHand).doc(manager).get()).data()).toMatchObject({
      email: seedAccounts.manager.email,
      role: 'manager',
    });
    await order.delete();
    await eventually(
      () => inHand(manager),
      (held) => !(id('counter') in held),
    );
    expect(await inHand(seller.uid)).not.toHaveProperty(id('counter'));
  }, 60_000);

  it('records twenty hand-overs of the same cash at once, with twenty request ids, exactly once', async () => {
    const names = ['race-1', 'race-2'];
    await Promise.all(names.map((name, at) => orders.doc(id(name)).set(paid(10_000 + at * 2_500, rider.uid))));
    const asked = { from: rider.uid, orderIds: names.map(id), amount: 22_500 };
    const sellerFunctions = signedIn.seller?.functions as Functions;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => receive(sellerFunctions, { ...asked, requestId: randomUUID() })),
    );
    expect(answers.filter((answer) => 'ok' in answer)).toHaveLength(1);
    expect(answers.filter((answer) => 'code' in answer && answer.code === 'functions/failed-precondition')).toHaveLength(19);
    const recorded = (await handovers.where('from', '==', rider.uid).get()).docs.filter((doc) =>
      String(doc.get('orderIds')).includes(id('race-1')),
    );
    expect(recorded.map((doc) => doc.get('amount'))).toEqual([22_500]);
    expect(await inHand(seller.uid)).toMatchObject({ [id('race-1')]: 10_000, [id('race-2')]: 12_500 });
    expect(await inHand(rider.uid)).toEqual({});
    await Promise.all([...names.map((name) => orders.doc(id(name)).delete()), ...recorded.map((doc) => doc.ref.delete())]);
  }, 60_000);
});
