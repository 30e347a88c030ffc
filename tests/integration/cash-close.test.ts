import { randomUUID } from 'node:crypto';
import type { Functions } from 'firebase/functions';
import { Timestamp } from 'firebase-admin/firestore';
import { adjustCashCloseOutputSchema, closeCashDayOutputSchema, closeIdOf } from '@kasuwa/contract/cash-close';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { functionNames } from '@kasuwa/contract/functions';
import { formatXof } from '@kasuwa/contract/money';
import { adminDb } from '../support/admin-app';
import { cashHeldBy, deliveredOrder } from '../support/order-docs';
import { eventually } from '../support/eventually';
import { callableOutcome, signedInCallables } from '../support/callable-client';
import { seedCallers } from '../support/seed-callers';
import { newAccount, newStaffAccount } from '../support/test-accounts';

/**
 * The day's close on the Functions emulator, with fresh staff of each role: what one closes is the
 * cash they hold, once a day, never rewritten; a later correction is an adjustment beside it. Every
 * refusal changes nothing, and twenty requests at once record one close and one adjustment.
 */
const orders = adminDb.collection(collections.orders);
const closes = adminDb.collection(collections.cashCloses);
const run = Date.now().toString(36);
const orderId = (name: string) => `it-close-${name}-${run}`;
const callers = seedCallers();
type Staff = Awaited<ReturnType<typeof newStaffAccount>> & { functions: Functions; close(): Promise<void> };
const staff = {} as Record<'seller' | 'rider' | 'manager' | 'viewer', Staff>;
const made: string[] = [];

async function heldCash(name: string, total: number, holder: string) {
  made.push(orderId(name));
  await orders.doc(orderId(name)).set(deliveredOrder(total, cashHeldBy(holder)));
}

const closeDay = callableOutcome(functionNames.closeCashDay, (data) => closeCashDayOutputSchema.parse(data));
const adjust = callableOutcome(functionNames.adjustCashClose, (data) => adjustCashCloseOutputSchema.parse(data));
const holderOf = async (name: string) => (await orders.doc(orderId(name)).get()).get('cashHolder') ?? null;
const closesOf = async (holder: string) => (await closes.where('holder', '==', holder).get()).docs.map((doc) => doc.data());

beforeAll(async () => {
  for (const role of ['seller', 'rider', 'manager', 'viewer'] as const) {
    const account = await newStaffAccount(`close-${role}`, role);
    staff[role] = { ...account, ...(await signedInCallables(account.email, account.password)) };
  }
  await heldCash('counter-1', 15_000, staff.seller.uid);
  await heldCash('counter-2', 20_000, staff.seller.uid);
  await heldCash('door-1', 12_500, staff.rider.uid);
  await heldCash('door-2', 7_500, staff.rider.uid);
}, 90_000);

afterAll(async () => {
  await Promise.all(Object.values(staff).map((member) => member.close()));
  const ours = await closes.where('holder', 'in', [staff.seller.uid, staff.rider.uid]).get();
  const lines = adminDb.collection(collections.cashCloseLines);
  await Promise.all([
    ...made.map((id) => orders.doc(id).delete()),
    ...ours.docs.flatMap((doc) => [doc.ref.delete(), lines.doc(doc.id).delete()]),
  ]);
});

describe('closeCashDay and adjustCashClose on the Functions emulator', () => {
  it('refuses what may not close, a stale count and a difference without a note, and changes nothing', async () => {
    const asked = { holder: staff.rider.uid, expected: 20_000, counted: 20_000 };
    expect(await closeDay(staff.seller.functions, asked)).toMatchObject({ code: 'functions/permission-denied' });
    for (const who of [staff.rider, staff.viewer]) {
      expect(await closeDay(who.functions, asked)).toMatchObject({ code: 'functions/permission-denied' });
    }
    const customer = await newAccount('close-customer', { emailVerified: true });
    const customerCalls = await signedInCallables(customer.email, customer.password);
    expect(await closeDay(customerCalls.functions, asked)).toMatchObject({ code: 'functions/permission-denied' });
    await customerCalls.close();
    expect(await closeDay(callers.visitor.functions, asked)).toMatchObject({ code: 'functions/unauthenticated' });
    const own = { holder: staff.seller.uid, expected: 30_000, counted: 30_000 };
    expect(await closeDay(staff.seller.functions, own)).toEqual({
      code: 'functions/failed-precondition',
      message: `The cash held changed meanwhile: ${formatXof(35_000)} is expected now. Count again; nothing was closed.`,
    });
    expect(await closeDay(staff.seller.functions, { ...own, expected: 35_000, counted: 34_000 })).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await Promise.all(['counter-1', 'counter-2', 'door-1', 'door-2'].map(holderOf))).toEqual([
      staff.seller.uid,
      staff.seller.uid,
      staff.rider.uid,
      staff.rider.uid,
    ]);
    expect(await closesOf(staff.seller.uid)).toEqual([]);
    expect(await closesOf(staff.rider.uid)).toEqual([]);
  }, 90_000);

  it('closes the seller’s own cash once, whatever twenty requests at once say, and never rewrites it', async () => {
    const asked = { holder: staff.seller.uid, expected: 35_000, counted: 34_500, note: 'Il manque un billet de 500' };
    const day = shopDay(new Date());
    const answers = await Promise.all(Array.from({ length: 20 }, () => closeDay(staff.seller.functions, asked)));
    const closed = {
      closeId: closeIdOf(day, staff.seller.uid),
      day,
      expected: 35_000,
      counted: 34_500,
      difference: -500,
      orders: 2,
    };
    expect(answers).toEqual(Array(20).fill({ ok: closed }));
    expect(await holderOf('counter-1')).toBeNull();
    expect((await orders.doc(orderId('counter-2')).get()).get('cashClosedIn')).toBe(closed.closeId);
    expect((await adminDb.collection(collections.cashInHand).doc(staff.seller.uid).get()).exists).toBe(false);
    const [stored] = await closesOf(staff.seller.uid);
    expect(stored).toMatchObject({
      kind: 'close',
      holder: staff.seller.uid,
      holderEmail: staff.seller.email,
      expected: 35_000,
      counted: 34_500,
      difference: -500,
      note: 'Il manque un billet de 500',
      orderCount: 2,
      by: staff.seller.uid,
      byEmail: staff.seller.email,
    });
    expect((await adminDb.collection(collections.cashCloseLines).doc(closed.closeId).get()).data()).toEqual({
      orders: [
        { id: orderId('counter-1'), total: 15_000 },
        { id: orderId('counter-2'), total: 20_000 },
      ],
    });
    // Rewritten the same day, with another count: refused, the close as it was.
    expect(await closeDay(staff.seller.functions, { holder: asked.holder, expected: 35_000, counted: 35_000 })).toMatchObject({
      code: 'functions/already-exists',
    });
    expect(await closesOf(staff.seller.uid)).toEqual([stored]);
  }, 90_000);

  it('lets the manager close the rider’s cash and adjust a close later, beside it: once for twenty requests, never by a seller', async () => {
    const day = shopDay(new Date());
    expect(await closeDay(staff.manager.functions, { holder: staff.rider.uid, expected: 20_000, counted: 20_000 })).toMatchObject(
      { ok: { difference: 0, orders: 2 } },
    );
    const closeId = closeIdOf(day, staff.seller.uid);
    const before = (await closes.doc(closeId).get()).data();
    const asked = { requestId: randomUUID(), closeId, amount: 500, note: 'Billet retrouvé sous le comptoir' };
    expect(await adjust(staff.seller.functions, asked)).toMatchObject({ code: 'functions/permission-denied' });
    expect(await adjust(staff.manager.functions, { ...asked, closeId: closeIdOf(day, 'nobody') })).toMatchObject({
      code: 'functions/not-found',
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(staff.manager.functions, asked)));
    expect(answers).toEqual(Array(20).fill({ ok: { adjustmentId: asked.requestId, day } }));
    expect(await adjust(staff.manager.functions, { ...asked, amount: 5_000 })).toMatchObject({
      code: 'functions/already-exists',
    });
    const sellerRecords = await closesOf(staff.seller.uid);
    expect(sellerRecords).toHaveLength(2);
    expect(sellerRecords).toContainEqual(before);
    expect(sellerRecords).toContainEqual(
      expect.objectContaining({ kind: 'adjustment', day, closeId, amount: 500, by: staff.manager.uid }),
    );
  }, 90_000);

  it('lists a delivery while nothing is paid on it, and takes it off once a payment is recorded', async () => {
    const id = orderId('unpaid');
    made.push(id);
    const line = adminDb.collection(collections.unpaidDeliveries).doc(id);
    await orders.doc(id).set({
      userId: 'seed-customer-verified',
      items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 9_000, quantity: 1 }],
      total: 9_000,
      number: 424_242,
      status: 'confirmed',
      createdAt: Timestamp.now(),
      riderId: staff.rider.uid,
    });
    const deliveredAt = Timestamp.now();
    await orders.doc(id).update({ status: 'delivered', statusChangedAt: deliveredAt });
    const listed = await eventually(
      () => line.get(),
      (snapshot) => snapshot.exists,
    );
    expect(listed.data()).toEqual({ total: 9_000, number: 424_242, riderId: staff.rider.uid, deliveredAt });
    await orders.doc(id).update({ payment: 'mobile-money', paymentReference: `CL-${run}`, paidAt: Timestamp.now() });
    await eventually(
      () => line.get(),
      (snapshot) => !snapshot.exists,
    );
    expect((await line.get()).exists).toBe(false);
  }, 60_000);
});
