import { randomUUID } from 'node:crypto';
import type { Functions } from 'firebase/functions';
import { Timestamp } from 'firebase-admin/firestore';
import { closeCashDayOutputSchema } from '@kasuwa/contract/cash-close';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { formatXof } from '@kasuwa/contract/money';
import { paymentReferenceKey } from '@kasuwa/contract/order-statuses';
import { refusalMessage } from '@kasuwa/contract/refusals';
import { returnRefusals } from '@kasuwa/contract/refusals/returns';
import { returnExclusions } from '@kasuwa/contract/return-terms';
import {
  cancelledRefundId,
  recordReturnOutputSchema,
  refundReturnOutputSchema,
  returnSettingsDocId,
} from '@kasuwa/contract/returns';
import { stockIdOf } from '@kasuwa/contract/stock';
import { adminDb } from '../support/admin-app';
import { callableOutcome, callableRefusal, signedInCallables } from '../support/callable-client';
import { eventually } from '../support/eventually';
import { newStaffAccount } from '../support/test-accounts';

/**
 * Returns and refunds on the Functions emulator, with fresh staff of each role: what the terms promise
 * (7 days, excluded goods, never more back than bought, never more refunded than paid, one refund per
 * return, one use of a Mobile Money reference) holds against every request one member of staff can
 * make, twenty at once included; restocked units come back with a movement, and a cash refund counts
 * in the refunder's next close.
 */
const orders = adminDb.collection(collections.orders);
const returns = adminDb.collection(collections.orderReturns);
const run = Date.now().toString(36);
const orderId = (name: string) => `it-return-${name}-${run}`;
const made: string[] = [];
type Staff = Awaited<ReturnType<typeof newStaffAccount>> & { functions: Functions; close(): Promise<void> };
const staff = {} as Record<'seller' | 'manager' | 'rider', Staff>;
const tshirt = { productId: 'tshirt-coton-sahel', size: 'XL', color: 'Noir' };
const stockRef = adminDb.collection(collections.stock).doc(stockIdOf(tshirt));
const settingsRef = adminDb.collection(collections.stockSettings).doc(returnSettingsDocId);
const references = adminDb.collection(collections.paymentReferences);
const dayMs = 86_400_000;

/** A delivered order (or one in `status`), `daysAgo` days ago, paid as told (held by the seller when cash). */
async function delivered(
  name: string,
  {
    daysAgo = 1,
    payment = 'cash',
    status = 'delivered',
  }: { daysAgo?: number; payment?: 'cash' | 'mobile-money' | null; status?: string } = {},
) {
  made.push(orderId(name));
  const at = Timestamp.fromMillis(Date.now() - daysAgo * dayMs);
  await orders.doc(orderId(name)).set({
    userId: 'seed-customer-verified',
    items: [
      { ...tshirt, title: 'T-shirt coton du Sahel', price: 6_500, quantity: 2 },
      { productId: 'beurre-de-karite', title: 'Beurre de karité', size: '250 ml', price: 3_500, quantity: 1 },
    ],
    total: 16_500,
    number: 900_000 + made.length,
    status,
    phone: '+227 96 11 22 33',
    createdAt: at,
    statusChangedAt: at,
    ...(payment === 'cash'
      ? { payment, paidBy: staff.seller.uid, paidAt: at, cashHolder: staff.seller.uid, cashSince: at }
      : payment
        ? { payment, paymentReference: `MP-${name}-${run}`, paidBy: staff.seller.uid, paidAt: at }
        : {}),
  });
  // As the rules have staff record a Mobile Money payment: its reference claimed for the order.
  if (payment === 'mobile-money') {
    await references.doc(paymentReferenceKey(`MP-${name}-${run}`)).set({ orderId: orderId(name), by: staff.seller.uid, at });
  }
  return orderId(name);
}

const recordReturn = callableOutcome(functionNames.recordReturn, (data) => recordReturnOutputSchema.parse(data));
const returnRefusal = callableRefusal(functionNames.recordReturn);
const refund = callableOutcome(functionNames.refundReturn, (data) => refundReturnOutputSchema.parse(data));
const closeDay = callableOutcome(functionNames.closeCashDay, (data) => closeCashDayOutputSchema.parse(data));
const oneShirt = (restock = true) => [{ line: 0, quantity: 1, restock }];
const asked = (order: string, extra: object = {}) => ({
  requestId: randomUUID(),
  orderId: order,
  lines: oneShirt(),
  reason: 'withdrawal',
  ...extra,
});

beforeAll(async () => {
  for (const role of ['seller', 'manager', 'rider'] as const) {
    const account = await newStaffAccount(`return-${role}`, role);
    staff[role] = { ...account, ...(await signedInCallables(account.email, account.password)) };
  }
  await stockRef.set({ ...tshirt, available: 5, reserved: 0, lowAt: null, title: 'T-shirt coton du Sahel' });
}, 90_000);

afterAll(async () => {
  await Promise.all(Object.values(staff).map((member) => member.close()));
  const ours = await returns.where('orderId', 'in', made.slice(0, 30)).get();
  const closes = await adminDb.collection(collections.cashCloses).where('holder', '==', staff.seller.uid).get();
  const claimed = await references.where('orderId', 'in', made.slice(0, 30)).get();
  await Promise.all([
    ...made.map((id) => orders.doc(id).delete()),
    ...ours.docs.map((doc) => doc.ref.delete()),
    ...closes.docs.flatMap((doc) => [doc.ref.delete(), adminDb.collection(collections.cashCloseLines).doc(doc.id).delete()]),
    ...claimed.docs.map((doc) => doc.ref.delete()),
    stockRef.delete(),
    settingsRef.delete(),
  ]);
});

describe('recordReturn and refundReturn on the Functions emulator', () => {
  it('keeps the 7 days, the excluded goods and the units bought, and changes nothing on a refusal', async () => {
    const late = await delivered('late', { daysAgo: 8 });
    const recent = await delivered('recent');
    await settingsRef.set({ excluded: { Beauté: 'hygiene' } });
    expect(await recordReturn(staff.seller.functions, asked(late))).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringMatching(/the 7 days of the terms are over/),
    });
    expect(await recordReturn(staff.seller.functions, asked(late, { override: 'Client malade' }))).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await recordReturn(staff.rider.functions, asked(recent))).toMatchObject({ code: 'functions/permission-denied' });
    expect(
      await recordReturn(staff.seller.functions, asked(recent, { lines: [{ line: 0, quantity: 3, restock: true }] })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'Only 2 of T-shirt coton du Sahel can still come back.',
    });
    // The console says the refusal by its code and values, in French or English (contract/src/refusals/).
    expect(
      await returnRefusal(staff.seller.functions, asked(recent, { lines: [{ line: 0, quantity: 3, restock: true }] })),
    ).toEqual({ refusal: 'too-many-back', values: { left: 2, title: 'T-shirt coton du Sahel' } });
    const shea = { lines: [{ line: 1, quantity: 1, restock: false }] };
    expect(await recordReturn(staff.seller.functions, asked(recent, shea))).toEqual({
      code: 'functions/failed-precondition',
      message: refusalMessage(returnRefusals.excluded, { title: 'Beurre de karité', exclusion: returnExclusions.hygiene }),
    });
    expect((await orders.doc(recent).get()).get('returnedUnits')).toBeUndefined();
    expect((await stockRef.get()).get('available')).toBe(5);
    expect((await returns.where('orderId', 'in', [late, recent]).get()).size).toBe(0);
    // A defect is taken back whatever the category; past the days, with the manager's override.
    expect(await recordReturn(staff.seller.functions, asked(recent, { ...shea, reason: 'defective' }))).toMatchObject({
      ok: { amount: 3_500, units: 1 },
    });
    const overridden = asked(late, { override: 'Client hospitalisé pendant la semaine' });
    expect(await recordReturn(staff.manager.functions, overridden)).toMatchObject({ ok: { amount: 6_500 } });
    expect((await returns.doc(overridden.requestId).get()).get('byEmail')).toBe(staff.manager.email);
    expect((await returns.doc(overridden.requestId).get()).get('override')).toEqual({
      note: 'Client hospitalisé pendant la semaine',
      by: staff.manager.uid,
    });
  }, 90_000);

  it('brings restocked units back with a movement, and takes the last unit back once for twenty requests at once', async () => {
    const order = await delivered('race');
    const before = Number((await stockRef.get()).get('available'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        recordReturn(staff.seller.functions, asked(order, { lines: [{ line: 0, quantity: 2, restock: true }] })),
      ),
    );
    const recorded = answers.filter((answer) => 'ok' in answer);
    expect(recorded).toHaveLength(1);
    expect(
      answers.filter(
        (answer) => 'message' in answer && answer.message === 'Only 0 of T-shirt coton du Sahel can still come back.',
      ),
    ).toHaveLength(19);
    expect((await stockRef.get()).get('available')).toBe(before + 2);
    expect((await orders.doc(order).get()).get('returnedUnits')).toEqual({ 0: 2 });
    const { returnId } = (recorded[0] as { ok: { returnId: string } }).ok;
    const movements = await adminDb.collection(collections.stockMovements).where('orderId', '==', order).get();
    expect(movements.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ reason: 'return', change: 2, returnId, stockId: stockRef.id }),
    ]);
  }, 90_000);

  it('refunds once, by the method paid, never above the return or what was paid, a Mobile Money reference once', async () => {
    const mm = await delivered('mm', { payment: 'mobile-money' });
    const unpaid = await delivered('unpaid', { payment: null });
    const taken = asked(mm);
    expect(await recordReturn(staff.seller.functions, taken)).toMatchObject({ ok: { amount: 6_500 } });
    const unpaidReturn = asked(unpaid);
    await recordReturn(staff.seller.functions, unpaidReturn);
    const refunding = { returnId: taken.requestId, method: 'mobile-money', reference: `RF-${run}`, amount: 6_500 };
    const inCash = { returnId: taken.requestId, method: 'cash', amount: 6_500 };
    expect(await refund(staff.seller.functions, { ...inCash, requestId: randomUUID() })).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'The customer paid by Mobile Money: the terms refund by the same method.',
    });
    expect(await refund(staff.seller.functions, { ...refunding, requestId: randomUUID(), amount: 6_501 })).toEqual({
      code: 'functions/failed-precondition',
      message: `The return is worth ${formatXof(6_500)}: refund that much at most.`,
    });
    expect(
      await refund(staff.seller.functions, { ...refunding, requestId: randomUUID(), reference: `MP-mm-${run}`.toLowerCase() }),
    ).toMatchObject({ code: 'functions/already-exists' });
    expect(
      await refund(staff.seller.functions, { ...inCash, returnId: unpaidReturn.requestId, requestId: randomUUID() }),
    ).toMatchObject({ message: 'Nothing was paid on this order: there is nothing to refund.' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(staff.seller.functions, { ...refunding, requestId: randomUUID() })),
    );
    expect(answers.filter((answer) => 'ok' in answer)).toHaveLength(1);
    expect(answers.filter((answer) => 'code' in answer && answer.code === 'functions/already-exists')).toHaveLength(19);
    expect((await orders.doc(mm).get()).get('refunded')).toBe(6_500);
    expect((await returns.doc(taken.requestId).get()).get('refund')).toMatchObject({ method: 'mobile-money', amount: 6_500 });
    const second = asked(mm, { lines: [{ line: 0, quantity: 1, restock: false }] });
    await recordReturn(staff.seller.functions, second);
    expect(
      await refund(staff.seller.functions, {
        ...refunding,
        returnId: second.requestId,
        requestId: randomUUID(),
        reference: `RF-${run}`,
      }),
    ).toMatchObject({ code: 'functions/already-exists' });
  }, 90_000);

  it('owes a cancelled paid order’s whole payment back, refunded once by its method; an unpaid one owes nothing', async () => {
    // Paid by Mobile Money: the seller's cash in hand stays the next test's to count.
    const paid = await delivered('cancelled-paid', { status: 'confirmed', payment: 'mobile-money' });
    const unpaid = await delivered('cancelled-unpaid', { status: 'confirmed', payment: null });
    const cancel = { status: 'cancelled', statusChangedBy: staff.seller.uid, statusChangedAt: Timestamp.now() };
    // The unpaid one first: its trigger has run once the paid one's entry shows.
    await orders.doc(unpaid).update({ ...cancel, cancelReason: 'Doublon' });
    await orders.doc(paid).update({ ...cancel, cancelReason: '  Le client ne veut plus  ' });
    const owed = await eventually(
      async () => (await returns.doc(cancelledRefundId(paid)).get()).data(),
      (entry) => entry !== undefined,
    );
    expect(owed).toMatchObject({
      orderId: paid,
      reason: 'cancelled',
      amount: 16_500,
      note: 'Le client ne veut plus',
      by: staff.seller.uid,
      refundDue: expect.any(String),
    });
    expect((await returns.doc(cancelledRefundId(unpaid)).get()).exists).toBe(false);
    // Nothing came back: the units went back on sale with the cancel, and no return can be recorded.
    expect((await orders.doc(paid).get()).get('returnedUnits')).toBeUndefined();
    expect(await recordReturn(staff.seller.functions, asked(paid))).toMatchObject({ code: 'functions/failed-precondition' });
    const owedBack = { returnId: cancelledRefundId(paid), method: 'mobile-money', reference: `RF-c-${run}`, amount: 16_500 };
    expect(
      await refund(staff.seller.functions, {
        returnId: owedBack.returnId,
        requestId: randomUUID(),
        method: 'cash',
        amount: 16_500,
      }),
    ).toMatchObject({
      message: 'The customer paid by Mobile Money: the terms refund by the same method.',
    });
    expect(await refund(staff.seller.functions, { ...owedBack, requestId: randomUUID(), amount: 16_501 })).toMatchObject({
      message: `The return is worth ${formatXof(16_500)}: refund that much at most.`,
    });
    expect(await refund(staff.rider.functions, { ...owedBack, requestId: randomUUID() })).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await refund(staff.seller.functions, { ...owedBack, requestId: randomUUID() })).toMatchObject({
      ok: { amount: 16_500 },
    });
    expect(
      await refund(staff.seller.functions, { ...owedBack, requestId: randomUUID(), reference: `RF-d-${run}` }),
    ).toMatchObject({
      code: 'functions/already-exists',
    });
    expect((await orders.doc(paid).get()).get('refunded')).toBe(16_500);
    await returns.doc(cancelledRefundId(paid)).delete();
  }, 90_000);

  it('takes a cash refund out of the refunder’s hands and counts it in their next close', async () => {
    const order = await delivered('cash');
    await eventually(
      async () => (await adminDb.collection(collections.cashInHand).doc(staff.seller.uid).get()).get('orders') ?? {},
      (held) => order in held,
    );
    const taken = asked(order);
    await recordReturn(staff.seller.functions, taken);
    expect(
      await refund(staff.seller.functions, { requestId: randomUUID(), returnId: taken.requestId, method: 'cash', amount: 6_500 }),
    ).toMatchObject({
      ok: { amount: 6_500 },
    });
    const held = (await adminDb.collection(collections.cashInHand).doc(staff.seller.uid).get()).get('orders') as Record<
      string,
      { amount: number }
    >;
    expect(held[`refund-${taken.requestId}`]?.amount).toBe(-6_500);
    const heldOrders = await orders.where('cashHolder', '==', staff.seller.uid).get();
    const collected = heldOrders.docs.reduce((sum, doc) => sum + Number(doc.get('total')), 0);
    const expected = collected - 6_500;
    expect(
      await closeDay(staff.seller.functions, { holder: staff.seller.uid, expected: collected, counted: collected }),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: `The cash held changed meanwhile: ${formatXof(expected)} is expected now. Count again; nothing was closed.`,
    });
    expect(await closeDay(staff.seller.functions, { holder: staff.seller.uid, expected, counted: expected })).toMatchObject({
      ok: { expected, difference: 0 },
    });
    const closed = await returns.doc(taken.requestId).get();
    expect(closed.get('refundCashHolder')).toBeUndefined();
    expect(closed.get('cashClosedIn')).toMatch(new RegExp(`_${staff.seller.uid}$`));
    expect((await adminDb.collection(collections.cashInHand).doc(staff.seller.uid).get()).exists).toBe(false);
  }, 90_000);
});
