import { FieldPath, FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { collections } from '@kasuwa/contract/collections';
import { orderLimits, personLimits } from '@kasuwa/contract/limits';
import {
  heldTooMuchMessage,
  orderHoldsDocId,
  readOrderHolds,
  sharedHoldMessage,
  type OrderHolds,
} from '@kasuwa/contract/order-holds';
import { holdEnd } from '@kasuwa/contract/opening-hours';
import { readShopUser } from '@kasuwa/contract/records';
import { placeOrderResponseSchema, type OrderItem } from '@kasuwa/contract/schemas';
import { db } from '../firebase';
import { countCallWithoutLock } from '../rate-limits/counted-calls';
import { readCallCounts, type RateLimit } from '../rate-limits/rate-limiter';
import { demandsOf } from '../stock/stock-reservation';
import { heldOrderOf, heldUnitsAt, holdsTooMuch, newCustomersHoldId, passesNewCustomerShare } from './held-units';
import type { Catalogue } from './pricing';

export const orders = db.collection(collections.orders);
const rateLimits = db.collection(collections.rateLimits);
const orderCounter = db.collection(collections.counters).doc('orders');
const holdSettings = db.collection(collections.stockSettings).doc(orderHoldsDocId);
const products = db.collection(collections.products);
const heldUnitsDocs = db.collection(collections.heldUnits);
const stockDocs = db.collection(collections.stock);
/** Firestore's NOT_FOUND, which an update of a missing document answers. */
const notFoundCode = 5;
const shopUsers = db.collection(collections.shopUsers);

export async function readCatalogue(productIds: readonly string[]): Promise<Catalogue> {
  if (productIds.length === 0) return new Map();
  const snapshots = await db.getAll(...productIds.map((id) => products.doc(id)));
  return new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data()]));
}

/** The same catalogue read inside a transaction (before any write). */
export async function readCatalogueIn(transaction: Transaction, productIds: readonly string[]): Promise<Catalogue> {
  if (productIds.length === 0) return new Map();
  const snapshots = await transaction.getAll(...productIds.map((id) => products.doc(id)));
  return new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data()]));
}

/** The name on a shop user record, cut to the order's field. */
export const nameOnRecord = (data: unknown) => readShopUser(data).name?.trim().slice(0, personLimits.nameLength) || undefined;

/** The name on an account's shop user record (one read). */
export const customerNameOf = async (uid: string) => nameOnRecord((await shopUsers.doc(uid).get()).data());
export const customerNameIn = async (transaction: Transaction, uid: string) =>
  nameOnRecord((await transaction.get(shopUsers.doc(uid))).data());

export const zoneOf = async (zoneId: string) => (await db.collection(collections.deliveryZones).doc(zoneId).get()).data();

const zonesCacheMs = 60_000;
let zonesKnown: { active: boolean; at: number } | undefined;

/** Whether the shop delivers by zones now (one active zone at least): one read a minute per instance. */
export async function shopHasZones(): Promise<boolean> {
  const now = Date.now();
  if (zonesKnown && now - zonesKnown.at < zonesCacheMs) return zonesKnown.active;
  const active = !(await db.collection(collections.deliveryZones).where('active', '==', true).limit(1).get()).empty;
  zonesKnown = { active, at: now };
  return active;
}

/** The shop's hold settings as stored now, or the defaults (one read). */
export const readHolds = async (): Promise<OrderHolds> => readOrderHolds((await holdSettings.get()).data());
export const readHoldsIn = async (transaction: Transaction): Promise<OrderHolds> =>
  readOrderHolds((await transaction.get(holdSettings)).data());

/**
 * When an order placed now with these settings stops holding its units, unless staff confirm it: its
 * hold counts only the shop's opening hours (an order placed at night keeps its whole hold from the
 * next opening).
 */
export const holdUntilFrom = ({ holdMinutes, openingHours }: OrderHolds, now = Date.now()) =>
  Timestamp.fromDate(holdEnd(new Date(now), holdMinutes, openingHours));

/**
 * Reads in the order's transaction what this customer's unconfirmed orders hold (their held-units
 * document: one read, so concurrent orders contend on one document, not on a query) and whether the
 * new lines fit the caps; `take` records the order's units until its hold ends, dropping ended entries.
 * Orders staff take by phone hold nothing of this kind.
 */
export async function readHeldUnits(
  transaction: Transaction,
  userId: string,
  lines: readonly OrderItem[],
  holds: OrderHolds,
  { unproven = false }: { unproven?: boolean } = {},
) {
  const ref = heldUnitsDocs.doc(userId);
  const now = Date.now();
  const demands = demandsOf(lines);
  // A customer with a delivered order is known to the shop: the share of new customers does not bind
  // them, and neither the share nor the stock is read for it. An unproven order (from the web, where
  // anyone may type a known customer's number) is a new customer's whatever the number's history.
  const known =
    !unproven && !(await transaction.get(orders.where('userId', '==', userId).where('status', '==', 'delivered').limit(1))).empty;
  const shareRefs = known ? [] : demands.map(({ stockId }) => heldUnitsDocs.doc(newCustomersHoldId(stockId)));
  const stockRefs = known ? [] : demands.map(({ stockId }) => stockDocs.doc(stockId));
  const [own, ...read] = await transaction.getAll(ref, ...shareRefs, ...stockRefs);
  const { units, ended, latest } = heldUnitsAt(own?.data(), now);
  const shares = shareRefs.map((shareRef, at) => ({
    demand: demands[at]!,
    ref: shareRef,
    ...heldUnitsAt(read[at]?.data(), now),
  }));
  /** The stock as read here, for reserveStock not to read it again in the same transaction. */
  const stockRead = known ? undefined : new Map(read.slice(shareRefs.length).map((snapshot) => [snapshot.id, snapshot.data()]));
  const withinShare =
    known ||
    shares.every(({ demand, units: heldByNew }) => {
      const available: unknown = stockRead?.get(demand.stockId)?.available;
      return passesNewCustomerShare(
        demand,
        heldByNew.get(demand.stockId) ?? 0,
        typeof available === 'number' ? available : undefined,
        holds,
      );
    });
  const until = holdUntilFrom(holds, now);
  // Once every hold has ended the document means nothing: a TTL policy on `expiresAt` deletes it.
  const expiresAt = (last: number) => Timestamp.fromMillis(Math.max(last, until.toMillis()));
  const dropped = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, FieldValue.delete()]));
  const overOwnCaps = holdsTooMuch(units, lines, holds);
  return {
    within: !overOwnCaps && withinShare,
    /** Why it is refused: the customer's own caps, or the shop's share of new customers. */
    refusal: overOwnCaps ? heldTooMuchMessage : sharedHoldMessage,
    until,
    stockRead,
    take: (orderId: string) => {
      transaction.set(
        ref,
        { orders: { [orderId]: heldOrderOf(lines, until.toMillis()), ...dropped(ended) }, expiresAt: expiresAt(latest) },
        { merge: true },
      );
      if (known) return;
      for (const share of shares) {
        const entry = { units: { [share.demand.stockId]: share.demand.quantity }, until: until.toMillis() };
        transaction.set(
          share.ref,
          { orders: { [orderId]: entry, ...dropped(share.ended) }, expiresAt: expiresAt(share.latest) },
          { merge: true },
        );
      }
    },
  };
}

/**
 * An order no longer unconfirmed (confirmed, cancelled, lapsed) holds nothing: its entry goes from its
 * customer's held units and from new customers' share of each of its variants (where it was counted).
 */
export async function releaseHeldUnits(userId: string, orderId: string, lines: readonly OrderItem[]) {
  const entry = new FieldPath('orders', orderId);
  const shares = demandsOf(lines).map(({ stockId }) => heldUnitsDocs.doc(newCustomersHoldId(stockId)));
  await Promise.all(
    shares.map((share) =>
      share.update(entry, FieldValue.delete()).catch((error: unknown) => {
        // No such document: no new customer holds this variant, so nothing to release there.
        if ((error as { code?: unknown }).code !== notFoundCode) throw error;
      }),
    ),
  );
  await heldUnitsDocs.doc(userId).update(entry, FieldValue.delete());
}

/** The per-shopper order limits, for orders placed with placeOrder and orders an app writes alike. */
const orderLimitsOf = (uid: string): RateLimit[] => [
  { name: 'orders-hour', subject: uid, max: orderLimits.perCustomerPerHour, windowMs: 3_600_000 },
  { name: 'orders-day', subject: uid, max: orderLimits.perCustomerPerDay, windowMs: 86_400_000 },
];

/** Reads this shopper's order counters in the transaction; `take` counts one order. */
export const readOrderCounts = (transaction: Transaction, uid: string) =>
  readCallCounts<DocumentReference>(transaction, (id) => rateLimits.doc(id), orderLimitsOf(uid), Date.now());

/** Reads these limits' counters in the transaction (a web order's, by address); `take` counts one order. */
export const readLimitCounts = (transaction: Transaction, limits: readonly RateLimit[]) =>
  readCallCounts<DocumentReference>(transaction, (id) => rateLimits.doc(id), limits, Date.now());

/** Whether one more order of this shopper fits the limits now: two reads, nothing written (the order's transaction counts it). */
export const withinOrderLimits = async (uid: string) =>
  (
    await readCallCounts<DocumentReference>(
      { get: (ref) => ref.get(), set: () => undefined },
      (id) => rateLimits.doc(id),
      orderLimitsOf(uid),
      Date.now(),
    )
  ).allowed;

/** The placeOrder calls of one shopper this hour, each refused one too. */
const orderCallLimit = (uid: string): RateLimit => ({
  name: 'order-calls-hour',
  subject: uid,
  max: orderLimits.callsPerHour,
  windowMs: 3_600_000,
});

/**
 * Counts one placeOrder call of this shopper: false, nothing written, once the hour's budget is spent.
 * No transaction (countCallWithoutLock says why): one read, one write.
 */
export async function consumeOrderCall(uid: string, now = Date.now()): Promise<boolean> {
  return (await countCallWithoutLock(rateLimits, [orderCallLimit(uid)], now)) === null;
}

/**
 * The next order number, read in the order's transaction before anything is written (Firestore's
 * order), and `take` to record it once the order is sure to be written. Every order's transaction
 * writes this one document: docs/adr/0037-order-numbers.md says why its rate is enough.
 */
export async function nextOrderNumber(transaction: Transaction) {
  const last: unknown = (await transaction.get(orderCounter)).get('last');
  const number = (typeof last === 'number' && Number.isSafeInteger(last) && last > 0 ? last : 0) + 1;
  return { number, take: () => transaction.set(orderCounter, { last: number }) };
}

/** What a stored order answers a retried placeOrder with; the contract's answer checks it. */
const placedOrderSchema = placeOrderResponseSchema.omit({ orderId: true }).extend({ userId: z.string() });
export const placedOrder = (stored: Record<string, unknown>) =>
  placedOrderSchema.parse({
    userId: stored.userId,
    status: stored.status,
    items: stored.items,
    total: stored.total,
    ...(typeof stored.number === 'number' && { number: stored.number }),
    ...(typeof stored.deliveryFee === 'number' && { deliveryFee: stored.deliveryFee }),
    ...(typeof stored.zoneName === 'string' && { zoneName: stored.zoneName }),
  });

export const findOrder = async (orderId: string) => {
  const stored = (await orders.doc(orderId).get()).data();
  return stored ? placedOrder(stored) : null;
};
