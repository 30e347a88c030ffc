import { Timestamp } from 'firebase-admin/firestore';
import { httpsCallable } from 'firebase/functions';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { orderLimits } from '@kasuwa/contract/limits';
import {
  defaultOrderHolds,
  heldTooMuchMessage,
  orderHoldsDocId,
  serverMover,
  sharedHoldMessage,
} from '@kasuwa/contract/order-holds';
import { placePhoneOrderResponseSchema } from '@kasuwa/contract/phone-customers';
import { placeOrderResponseSchema } from '@kasuwa/contract/schemas';
import { stockIdOf } from '@kasuwa/contract/stock';
import { adminDb } from '../support/admin-app';
import { heldTeapot, heldTeapotStock, removeHeldTeapots, resetHeldTeapots } from '../support/order-docs';
import { signedInCallables } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { functionsOrigin, projectId } from '../support/emulators';
import { eventually } from '../support/eventually';
import { loadSize } from '../support/load-size';
import { seedAccounts } from '../support/seed-accounts';
import { runScheduledFunction } from '../support/scheduled-functions';
import { newAccount } from '../support/test-accounts';

/**
 * Attacks on the order paths with the shop's own handlers on the emulators: one throwaway verified
 * account trying to hold the stock, to flood staff with junk orders, or to make refused calls cost the
 * shop; and the server giving back the units of orders staff never confirmed.
 */
const teapot = heldTeapot;
const delivery = { phone: '+227 96 11 22 33', deliveryAddress: 'Plateau, Niamey', zoneId: 'grand-marche' };
const orders = adminDb.collection(collections.orders);
const stockRef = heldTeapotStock;
const holdSettings = adminDb.collection(collections.stockSettings).doc(orderHoldsDocId);
const orderCounter = adminDb.collection(collections.counters).doc('orders');

const ordersOf = (uid: string) => orders.where('userId', '==', uid);
const lastNumber = async () => ((await orderCounter.get()).get('last') as number | undefined) ?? 0;
const stockNow = async () => {
  const data = (await stockRef.get()).data();
  return { available: data?.available as number, reserved: data?.reserved as number };
};

/** Runs the scheduled job now, as Cloud Scheduler would. */
async function runLapseJob() {
  expect((await runScheduledFunction(functionNames.lapseUnconfirmedOrders)).status).toBe(200);
}

async function removeOrders(uid: string) {
  const { docs } = await ordersOf(uid).get();
  await Promise.all(docs.map((order) => order.ref.delete()));
}

let staff: Awaited<ReturnType<typeof signedInCallables>>;

beforeAll(async () => {
  await holdSettings.delete();
  staff = await signedInCallables(seedAccounts.admin.email, seedAccounts.admin.password);
});

beforeEach(async () => {
  // Each test's new customers start with the shop's whole share of the variant, whatever ran before.
  await resetHeldTeapots();
});

afterAll(async () => {
  await staff.close();
  await removeHeldTeapots();
});

describe('denial of inventory', () => {
  it('lets a fresh verified account hold at most the cap of a variant, however it asks, and tells it to call the shop', async () => {
    const attacker = await newAccount('holds-attacker', { emailVerified: true });
    const callables = await signedInCallables(attacker.email, attacker.password);
    const place = (quantity: number) =>
      httpsCallable(
        callables.functions,
        functionNames.placeOrder,
      )({ ...delivery, lines: [{ ...teapot, quantity }] }).then(
        (answer) => placeOrderResponseSchema.parse(answer.data).total,
        (error: { code: string; message: string }) => `${error.code}: ${error.message.replace(/ \[\d{3}\]$/, '')}`,
      );
    try {
      // Its best effort: the most it may ask at once, then ten at a time, then one at a time, in parallel.
      const outcomes = [await place(orderLimits.maxQuantity)];
      outcomes.push(...(await Promise.all([place(10), place(10), place(10)])));
      for (let call = 0; call < 5; call += 1) outcomes.push(await place(1));
      expect((await stockNow()).reserved).toBeLessThanOrEqual(defaultOrderHolds.perVariant);
      expect((await stockNow()).available).toBeGreaterThanOrEqual(100 - defaultOrderHolds.perVariant);
      const refusals = outcomes.filter((outcome) => typeof outcome === 'string');
      expect(new Set(refusals)).toEqual(new Set([`functions/resource-exhausted: ${heldTooMuchMessage}`]));
      expect(outcomes.length - refusals.length).toBe(1);
      // The same through an app's own write: rejected with the same sentence, unnumbered, no unit taken.
      const client = await signedInClient(attacker.email, attacker.password);
      const price = (await adminDb.collection(collections.products).doc(teapot.productId).get()).get('price') as number;
      const id = `it-holds-app-${attacker.uid}`;
      const batch = writeBatch(client.db);
      batch.set(doc(client.db, collections.orders, id), {
        userId: attacker.uid,
        items: [{ ...teapot, title: 'Théière', price, quantity: 5 }],
        total: price * 5,
        status: 'pending',
        phone: delivery.phone,
        deliveryAddress: delivery.deliveryAddress,
        createdAt: serverTimestamp(),
      });
      await batch.commit();
      await client.close();
      const checked = await eventually(
        async () => (await orders.doc(id).get()).data(),
        (order) => order?.status !== 'pending',
      );
      expect(checked).toMatchObject({ status: 'rejected', rejection: heldTooMuchMessage });
      expect(checked).not.toHaveProperty('number');
      expect((await stockNow()).reserved).toBeLessThanOrEqual(defaultOrderHolds.perVariant);
    } finally {
      await callables.close();
      await removeOrders(attacker.uid);
    }
  }, 60_000);

  it('lets three throwaway accounts together hold at most the shop’s share of a variant; a known customer still orders', async () => {
    // A small variant of its own: 6 units, so half is 3 whatever the other tests left held.
    const small = { productId: 'theiere-sahel', size: '0,5 L', color: 'Vert' };
    const smallRef = adminDb.collection(collections.stock).doc(stockIdOf(small));
    await smallRef.set({ ...small, available: 6, reserved: 0 });
    const accounts = await Promise.all(['a', 'b', 'c'].map((name) => newAccount(`holds-share-${name}`, { emailVerified: true })));
    const known = await newAccount('holds-share-known', { emailVerified: true });
    // Known to the shop: one order delivered before.
    await orders.doc(`it-holds-delivered-${known.uid}`).set({
      userId: known.uid,
      items: [{ ...small, title: 'Théière', price: 7_500, quantity: 1 }],
      total: 7_500,
      status: 'delivered',
      // A number of its own: the customers' records of the seed's numbers stay as other tests expect them.
      phone: '+227 90 00 00 42',
      deliveryAddress: delivery.deliveryAddress,
      createdAt: Timestamp.now(),
    });
    const callers = await Promise.all([...accounts, known].map((account) => signedInCallables(account.email, account.password)));
    const place = (at: number, quantity: number) =>
      httpsCallable(
        callers[at]!.functions,
        functionNames.placeOrder,
      )({ ...delivery, lines: [{ ...small, quantity }] }).then(
        () => 'placed',
        (error: { message: string }) => error.message.replace(/ \[\d{3}\]$/, ''),
      );
    try {
      // Each throwaway account's best effort: two units, then one, then one again; the three at once.
      const outcomes = await Promise.all(
        [0, 1, 2].map(async (at) => [await place(at, 2), await place(at, 1), await place(at, 1)]),
      );
      const held = await Promise.all(
        accounts.map(async (account) =>
          (await ordersOf(account.uid).get()).docs.reduce(
            (sum, order) => sum + ((order.get('items') as { quantity: number }[])[0]?.quantity ?? 0),
            0,
          ),
        ),
      );
      expect(held.reduce((sum, units) => sum + units, 0)).toBeLessThanOrEqual(3);
      expect(new Set(outcomes.flat().filter((outcome) => outcome !== 'placed'))).toEqual(new Set([sharedHoldMessage]));
      expect((await smallRef.get()).get('available')).toBeGreaterThanOrEqual(3);
      // A known customer orders one unit of what is left.
      expect(await place(3, 1)).toBe('placed');
    } finally {
      await Promise.all(callers.map((caller) => caller.close()));
      await Promise.all([...accounts, known].map((account) => removeOrders(account.uid)));
      const movements = await adminDb.collection(collections.stockMovements).where('stockId', '==', smallRef.id).get();
      await Promise.all([...movements.docs.map((movement) => movement.ref.delete()), smallRef.delete()]);
    }
  }, 90_000);

  it('gives back the units of an order staff did not confirm in time, with the reason; a confirmed, paid or phone order keeps them', async () => {
    // Open day and night, so the one-minute hold is one minute whenever the test runs (the opening
    // hours' own test: order-holds-opening-hours.test.ts).
    const alwaysOpen = Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' }));
    expect(
      (
        await httpsCallable(
          staff.functions,
          functionNames.setOrderHolds,
        )({ holdMinutes: 1, perVariant: 10, inAll: 30, openingHours: alwaysOpen })
      ).data,
    ).toEqual({
      holdMinutes: 1,
      perVariant: 10,
      inAll: 30,
      newCustomerPercent: 50,
      openingHours: alwaysOpen,
    });
    const shopper = await newAccount('holds-lapse', { emailVerified: true });
    const callables = await signedInCallables(shopper.email, shopper.password);
    const place = async () =>
      placeOrderResponseSchema.parse(
        (await httpsCallable(callables.functions, functionNames.placeOrder)({ ...delivery, lines: [{ ...teapot, quantity: 2 }] }))
          .data,
      ).orderId;
    let phoneOrderId = '';
    try {
      const [lapsing, confirmed, paid] = [await place(), await place(), await place()];
      phoneOrderId = placePhoneOrderResponseSchema.parse(
        (
          await httpsCallable(
            staff.functions,
            functionNames.placePhoneOrder,
          )({
            customer: { name: 'Client au téléphone' },
            ...delivery,
            lines: [{ ...teapot, quantity: 2 }],
            requestId: `it-holds-phone-${shopper.uid}`,
          })
        ).data,
      ).orderId;
      const stored = (await orders.doc(lapsing).get()).data();
      // The hold is the setting's: one minute from the order's creation.
      expect((stored?.holdUntil as Timestamp).toMillis() - (stored?.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(
        59_000,
      );
      expect((stored?.holdUntil as Timestamp).toMillis() - (stored?.createdAt as Timestamp).toMillis()).toBeLessThanOrEqual(
        61_000,
      );
      expect((await orders.doc(phoneOrderId).get()).get('holdUntil')).toBeUndefined();
      expect(await stockNow()).toEqual({ available: 92, reserved: 8 });
      await orders.doc(confirmed).update({ status: 'confirmed' });
      // Paid by Mobile Money before staff confirmed it: the payment stops its clock.
      await orders.doc(paid).update({
        payment: 'mobile-money',
        paymentReference: `MP-HOLD-${shopper.uid}`,
        paidBy: 'it-holds-staff',
        paidAt: Timestamp.now(),
        moneyVersion: 1,
      });
      // As if placed two minutes ago: the hold has run out (the emulator's clock cannot be moved).
      const past = (at: unknown) => Timestamp.fromMillis((at as Timestamp).toMillis() - 120_000);
      for (const id of [lapsing, confirmed, paid, phoneOrderId]) {
        const order = (await orders.doc(id).get()).data();
        await orders.doc(id).update({
          createdAt: past(order?.createdAt),
          ...(order?.holdUntil && { holdUntil: past(order.holdUntil) }),
        });
      }
      await runLapseJob();
      const lapsed = await eventually(
        async () => (await orders.doc(lapsing).get()).data(),
        (order) => order?.status === 'cancelled',
      );
      expect(lapsed).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Non confirmée dans les 1 min : commande annulée, les articles sont remis en vente.',
        statusChangedBy: serverMover,
      });
      const history = await orders.doc(lapsing).collection(orderSubcollections.statusChanges).get();
      expect(
        history.docs.map((change) => [change.get('from'), change.get('to'), change.get('by'), change.get('reason')]),
      ).toEqual([['new', 'cancelled', serverMover, lapsed?.cancelReason]]);
      await eventually(stockNow, (now) => now.available === 94);
      expect(await stockNow()).toEqual({ available: 94, reserved: 6 });
      expect((await orders.doc(confirmed).get()).get('status')).toBe('confirmed');
      const stillPaid = (await orders.doc(paid).get()).data();
      expect(stillPaid).toMatchObject({ status: 'new', payment: 'mobile-money' });
      expect(stillPaid).not.toHaveProperty('holdUntil');
      expect((await orders.doc(phoneOrderId).get()).get('status')).toBe('new');
      // Neither the lapsed nor the confirmed order counts against the customer's caps any more (the paid
      // one's entry ended with its hold: it counts nothing either, and goes with the next write).
      const held = await eventually(
        async () =>
          Object.keys(((await adminDb.collection(collections.heldUnits).doc(shopper.uid).get()).get('orders') ?? {}) as object),
        (ids) => ids.every((id) => id === paid),
      );
      expect(held.filter((id) => id !== paid)).toEqual([]);
      // A second run finds nothing more to do.
      await runLapseJob();
      expect((await orders.doc(lapsing).collection(orderSubcollections.statusChanges).get()).size).toBe(1);
    } finally {
      await callables.close();
      await removeOrders(shopper.uid);
      if (phoneOrderId) await orders.doc(phoneOrderId).delete();
      await holdSettings.delete();
    }
  }, 60_000);

  it('lets only staff change the holds, within bounds', async () => {
    const customer = await newAccount('holds-settings', { emailVerified: true });
    const callables = await signedInCallables(customer.email, customer.password);
    try {
      await expect(
        httpsCallable(
          callables.functions,
          functionNames.setOrderHolds,
        )({ holdMinutes: 100_000, perVariant: 10_000, inAll: 100_000 }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      await expect(
        httpsCallable(staff.functions, functionNames.setOrderHolds)({ holdMinutes: 0, perVariant: 10, inAll: 30 }),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
      expect((await holdSettings.get()).exists).toBe(false);
    } finally {
      await callables.close();
    }
  });
});

// Four times the hourly limit, and twice the hourly budget, show them; npm run bench sends 1,000 of each.
const junkOrders = loadSize(4 * orderLimits.perCustomerPerHour, 1_000);
const refusedCalls = loadSize(2 * orderLimits.callsPerHour, 1_000);
const callsInFlight = 20;

describe('every order path counted before any work', () => {
  it(`keeps ${junkOrders} junk orders an app writes to the hourly limit: the rest deleted, none numbered, the counter unmoved`, async () => {
    const junk = await newAccount('holds-junk', { emailVerified: true });
    const client = await signedInClient(junk.email, junk.password);
    const before = await lastNumber();
    try {
      for (let batchStart = 0; batchStart < junkOrders; batchStart += 250) {
        const batch = writeBatch(client.db);
        for (let at = batchStart; at < Math.min(batchStart + 250, junkOrders); at += 1) {
          batch.set(doc(client.db, collections.orders, `it-junk-${junk.uid}-${at}`), {
            userId: junk.uid,
            items: [{ ...teapot, title: 'Théière', price: 1, quantity: 1 }],
            total: 1,
            status: 'pending',
            phone: delivery.phone,
            deliveryAddress: delivery.deliveryAddress,
            createdAt: serverTimestamp(),
          });
        }
        await batch.commit();
      }
      const left = await eventually(
        async () => (await ordersOf(junk.uid).get()).docs.map((order) => order.data()),
        (stored) => stored.length <= orderLimits.perCustomerPerHour && stored.every((order) => order.status !== 'pending'),
        240_000,
      );
      expect(left).toHaveLength(orderLimits.perCustomerPerHour);
      expect(left.every((order) => order.status === 'rejected' && order.number === undefined)).toBe(true);
      expect(await lastNumber()).toBe(before);
      expect(await stockNow()).toEqual({ available: 100, reserved: 0 });
    } finally {
      await client.close();
      await removeOrders(junk.uid);
    }
  }, 300_000);

  it(`answers ${refusedCalls} refused placeOrder calls from one account with at most the hourly budget of real work`, async () => {
    const caller = await newAccount('holds-refused', { emailVerified: true });
    const client = await signedInClient(caller.email, caller.password);
    const idToken = await client.user.getIdToken();
    await client.close();
    const before = await lastNumber();
    const call = async () => {
      const response = await fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.placeOrder}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ data: { ...delivery, lines: [{ productId: 'inconnu', quantity: 1 }] } }),
      });
      return ((await response.json()) as { error?: { status?: string } }).error?.status;
    };
    const statuses: (string | undefined)[] = [];
    for (let wave = 0; wave < refusedCalls / callsInFlight; wave += 1)
      statuses.push(...(await Promise.all(Array.from({ length: callsInFlight }, call))));
    const counts = statuses.reduce<Record<string, number>>(
      (all, status) => ({ ...all, [String(status)]: (all[String(status)] ?? 0) + 1 }),
      {},
    );
    // The budget is a read and a blind increment: calls racing may pass it by at most the calls in flight.
    expect(Object.keys(counts).sort()).toEqual(['NOT_FOUND', 'RESOURCE_EXHAUSTED']);
    expect(counts.NOT_FOUND).toBeGreaterThanOrEqual(orderLimits.callsPerHour);
    expect(counts.NOT_FOUND).toBeLessThanOrEqual(orderLimits.callsPerHour + callsInFlight);
    expect((counts.NOT_FOUND ?? 0) + (counts.RESOURCE_EXHAUSTED ?? 0)).toBe(refusedCalls);
    expect(await lastNumber()).toBe(before);
    expect((await ordersOf(caller.uid).count().get()).data().count).toBe(0);
  }, 300_000);

  it('refuses an order without a zone, in French, once the shop delivers by zones', async () => {
    const shopper = await newAccount('holds-zone', { emailVerified: true });
    const callables = await signedInCallables(shopper.email, shopper.password);
    try {
      const { zoneId: _zone, ...withoutZone } = delivery;
      await expect(
        httpsCallable(callables.functions, functionNames.placeOrder)({ ...withoutZone, lines: [{ ...teapot, quantity: 1 }] }),
      ).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: 'Choisissez votre zone de livraison : elle donne le prix de la livraison. [400]',
      });
      expect((await ordersOf(shopper.uid).count().get()).data().count).toBe(0);
    } finally {
      await callables.close();
    }
  });
});
