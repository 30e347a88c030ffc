import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { receiveCashOutputSchema } from '@kasuwa/contract/cash';
import { closeCashDayOutputSchema } from '@kasuwa/contract/cash-close';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { paymentReferenceKey } from '@kasuwa/contract/order-statuses';
import { correctPaymentOutputSchema } from '@kasuwa/contract/payments';
import { adminDb } from '../support/admin-app';
import { cashHeldBy, deliveredOrder } from '../support/order-docs';
import { callableOutcome } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { eventually } from '../support/eventually';
import { newStaffAccount } from '../support/test-accounts';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { functionsOrigin } from '../support/emulators';

/**
 * Money only the server moves, on the emulators, with fresh staff: a client records an order's first
 * payment and nothing after it; a seller's "correction", a payment queued offline and sent after the
 * money moved, and a look-alike reference are refused and change nothing; the owner's and the
 * manager's corrections go through correctPayment, against the money version they saw, and the
 * former holder's close lists them.
 */
const orders = adminDb.collection(collections.orders);
const run = Date.now().toString(36);
const orderId = (name: string) => `it-pay-${name}-${run}`;
type Staff = Awaited<ReturnType<typeof newStaffAccount>> & { db: Firestore; functions: Functions; close(): Promise<void> };
const staff = {} as Record<'seller' | 'rider' | 'manager', Staff>;
const made: string[] = [];

const correct = callableOutcome(functionNames.correctPayment, (data) => correctPaymentOutputSchema.parse(data));
const receive = callableOutcome(functionNames.receiveCash, (data) => receiveCashOutputSchema.parse(data));
const closeDay = callableOutcome(functionNames.closeCashDay, (data) => closeCashDayOutputSchema.parse(data));

async function order(name: string, total: number, paid: Record<string, unknown> = {}) {
  made.push(orderId(name));
  await orders.doc(orderId(name)).set(deliveredOrder(total, paid));
}

/** A first cash payment, as the console recorded it, that `holder` still holds. */
const heldBy = (holder: string) => ({ ...cashHeldBy(holder), paymentChangeId: 'first', moneyVersion: 1 });

/** A payment as the console writes it, from what the device saw of the order's money version. */
function clientPayment(
  db: Firestore,
  uid: string,
  name: string,
  payment: 'cash' | 'mobile-money',
  seen: number,
  reference?: string,
) {
  const order = doc(db, collections.orders, orderId(name));
  const change = doc(collection(order, orderSubcollections.paymentChanges));
  const batch = writeBatch(db);
  if (reference)
    batch.set(doc(db, collections.paymentReferences, paymentReferenceKey(reference)), {
      orderId: orderId(name),
      by: uid,
      at: serverTimestamp(),
    });
  batch.update(order, {
    payment,
    ...(reference && { paymentReference: reference }),
    paidBy: uid,
    paidAt: serverTimestamp(),
    paymentChangeId: change.id,
    moneyVersion: seen + 1,
    ...(payment === 'cash' && { cashHolder: uid, cashSince: serverTimestamp() }),
  });
  batch.set(change, { payment, ...(reference && { reference }), by: uid, at: serverTimestamp() });
  return batch.commit().then(
    () => 'written',
    (error: { code?: string }) => error.code,
  );
}

const stored = async (name: string) => (await orders.doc(orderId(name)).get()).data() ?? {};
const inHandOf = async (holder: string) =>
  Object.keys(((await adminDb.collection(collections.cashInHand).doc(holder).get()).get('orders') ?? {}) as object).filter((id) =>
    id.includes(run),
  );

beforeAll(async () => {
  for (const role of ['seller', 'rider', 'manager'] as const) {
    const account = await newStaffAccount(`pay-${role}`, role);
    const client = await signedInClient(account.email, account.password);
    const functions = getFunctions(client.app, functionsRegion);
    const { hostname, port } = new URL(functionsOrigin);
    connectFunctionsEmulator(functions, hostname, Number(port));
    staff[role] = { ...account, db: client.db, functions, close: client.close };
  }
  await order('door', 12_500, heldBy(staff.rider.uid));
  await order('counter', 8_000);
  await order('momo', 4_000, {
    payment: 'mobile-money',
    paymentReference: `MP-TAKEN-${run}`,
    paidBy: staff.seller.uid,
    paidAt: Timestamp.now(),
    paymentChangeId: 'first',
    moneyVersion: 1,
  });
  await adminDb
    .collection(collections.paymentReferences)
    .doc(paymentReferenceKey(`MP-TAKEN-${run}`))
    .set({
      orderId: orderId('momo'),
      by: staff.seller.uid,
      at: Timestamp.now(),
    });
  // The cash trigger puts the rider's cash in their hands.
  await eventually(
    () => inHandOf(staff.rider.uid),
    (held) => held.includes(orderId('door')),
    60_000,
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(staff).map((member) => member.close()));
  const corrections = await adminDb.collection(collections.paymentCorrections).where('orderId', 'in', made.slice(0, 10)).get();
  await Promise.all([...made.map((id) => orders.doc(id).delete()), ...corrections.docs.map((found) => found.ref.delete())]);
});

describe('the money of an order, moved by the server only', () => {
  it('refuses a seller’s correction of a rider’s cash: the rider still holds it and their close still expects it', async () => {
    expect(await clientPayment(staff.seller.db, staff.seller.uid, 'door', 'mobile-money', 1, `MP-SELLER-${run}`)).toBe(
      'permission-denied',
    );
    expect(await clientPayment(staff.seller.db, staff.seller.uid, 'door', 'cash', 1)).toBe('permission-denied');
    expect(await stored('door')).toMatchObject({ payment: 'cash', cashHolder: staff.rider.uid, moneyVersion: 1 });
    expect(await inHandOf(staff.rider.uid)).toEqual([orderId('door')]);
    expect(
      await correct(staff.seller.functions, {
        requestId: randomUUID(),
        orderId: orderId('door'),
        moneyVersion: 1,
        payment: 'mobile-money',
        reference: `MP-SELLER-${run}`,
        reason: 'Payé par Airtel Money',
      }),
    ).toMatchObject({ code: 'functions/permission-denied' });
    expect(await stored('door')).toMatchObject({ payment: 'cash', cashHolder: staff.rider.uid, moneyVersion: 1 });
  }, 60_000);

  it('refuses a payment sent an hour late, after a payment and a hand-over: the receiver keeps the cash', async () => {
    // The seller records the cash at the counter and hands it to the manager.
    expect(await clientPayment(staff.seller.db, staff.seller.uid, 'counter', 'cash', 0)).toBe('written');
    expect(
      await receive(staff.manager.functions, {
        requestId: randomUUID(),
        from: staff.seller.uid,
        orderIds: [orderId('counter')],
        amount: 8_000,
      }),
    ).toMatchObject({ ok: { amount: 8_000 } });
    // A phone that saw the order unpaid sends its payment now: refused, whatever it says.
    expect(await clientPayment(staff.manager.db, staff.manager.uid, 'counter', 'cash', 0)).toBe('permission-denied');
    expect(await clientPayment(staff.seller.db, staff.seller.uid, 'counter', 'mobile-money', 0, `MP-LATE-${run}`)).toBe(
      'permission-denied',
    );
    expect(await stored('counter')).toMatchObject({ payment: 'cash', cashHolder: staff.manager.uid, moneyVersion: 2 });
    expect(
      (
        await adminDb
          .collection(collections.paymentReferences)
          .doc(paymentReferenceKey(`MP-LATE-${run}`))
          .get()
      ).exists,
    ).toBe(false);
  }, 60_000);

  it('takes a correction from the manager only at the money version they saw, once, and lists it in the rider’s close', async () => {
    const asked = {
      orderId: orderId('door'),
      moneyVersion: 1,
      payment: 'mobile-money' as const,
      reference: `MP241127.1234.A${run}`,
      reason: 'Le client a payé par Airtel Money',
    };
    // A look-alike letter, a reference another order holds, a stale version: refused, nothing changed.
    expect(
      await correct(staff.manager.functions, { ...asked, requestId: randomUUID(), reference: 'MP241127.1234.\u0410567' }),
    ).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(
      await correct(staff.manager.functions, { ...asked, requestId: randomUUID(), reference: `mp-taken-${run}` }),
    ).toMatchObject({
      code: 'functions/already-exists',
    });
    expect(await correct(staff.manager.functions, { ...asked, requestId: randomUUID(), moneyVersion: 0 })).toMatchObject({
      code: 'functions/aborted',
    });
    expect(await stored('door')).toMatchObject({ payment: 'cash', cashHolder: staff.rider.uid, moneyVersion: 1 });

    const requestId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => correct(staff.manager.functions, { ...asked, requestId })));
    expect(answers).toEqual(Array(3).fill({ ok: { correctionId: requestId, moneyVersion: 2 } }));
    const corrected = await stored('door');
    expect(corrected).toMatchObject({
      payment: 'mobile-money',
      paymentReference: asked.reference,
      paidBy: staff.manager.uid,
      moneyVersion: 2,
    });
    expect(corrected).not.toHaveProperty('cashHolder');
    expect(await inHandOf(staff.rider.uid)).toEqual([]);
    const history = await orders.doc(orderId('door')).collection(orderSubcollections.paymentChanges).get();
    expect(history.docs.map((change) => [change.get('payment'), change.get('reason') ?? null])).toEqual([
      ['mobile-money', asked.reason],
    ]);
    expect(
      (await adminDb.collection(collections.paymentReferences).doc(paymentReferenceKey(asked.reference)).get()).get('orderId'),
    ).toBe(orderId('door'));
    const record = (await adminDb.collection(collections.paymentCorrections).doc(requestId).get()).data();
    expect(record).toMatchObject({
      orderId: orderId('door'),
      amount: 12_500,
      from: { payment: 'cash', holder: staff.rider.uid },
      to: { payment: 'mobile-money', reference: asked.reference },
      reason: asked.reason,
      by: staff.manager.uid,
      openFor: [staff.rider.uid, staff.manager.uid],
    });
    // The version moved: the same correction sent again as new is refused.
    expect(await correct(staff.manager.functions, { ...asked, requestId: randomUUID() })).toMatchObject({
      code: 'functions/aborted',
    });

    // The rider's close (the manager closes a rider's cash) lists what the correction took out of their
    // hands; the correction is then theirs no more.
    const closed = await closeDay(staff.manager.functions, { holder: staff.rider.uid, expected: 0, counted: 0 });
    expect(closed).toMatchObject({ ok: { expected: 0, orders: 0 } });
    const closeId = (closed as { ok: { closeId: string } }).ok.closeId;
    expect((await adminDb.collection(collections.cashCloseLines).doc(closeId).get()).get('corrections')).toEqual([
      { id: requestId, effect: -12_500, reason: asked.reason },
    ]);
    expect((await adminDb.collection(collections.paymentCorrections).doc(requestId).get()).get('openFor')).toEqual([
      staff.manager.uid,
    ]);
    await adminDb.collection(collections.cashCloses).doc(closeId).delete();
    await adminDb.collection(collections.cashCloseLines).doc(closeId).delete();
  }, 120_000);
});
