import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { logger } from '../operations/request-log';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { accountCollections } from '@kasuwa/contract/accounts';
import { collections } from '@kasuwa/contract/collections';
import { orderLimits, personLimits } from '@kasuwa/contract/limits';
import { readShopUser } from '@kasuwa/contract/records';
import { placeOrderResponseSchema } from '@kasuwa/contract/schemas';
import { enforceAppCheck } from '../app-check';
import { auth, db } from '../firebase';
import { reserveStock } from '../stock/order-stock';
import { checkAppOrder, productIdsOf } from './check-app-order';
import type { Catalogue } from './pricing';
import { placeOrderHandler, tooManyOrders, type NewOrder } from './place-order';
import { phoneOrderHandler } from './phone-order';
import { createAccountStore } from '../accounts/account-store';
import { loggedTrigger } from '../logged-trigger';
import { countCall } from '../rate-limits/rate-limiter';
import { observed } from '../operations/observers';

async function readCatalogue(productIds: readonly string[]): Promise<Catalogue> {
  if (productIds.length === 0) return new Map();
  const snapshots = await db.getAll(...productIds.map((id) => db.collection(collections.products).doc(id)));
  return new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data()]));
}

/** The name on a shop user record, cut to the order's field. */
const nameOnRecord = (data: unknown) => readShopUser(data).name?.trim().slice(0, personLimits.nameLength) || undefined;

/** The name on an account's shop user record (one read). */
const customerNameOf = async (uid: string) => nameOnRecord((await db.collection(collections.shopUsers).doc(uid).get()).data());

const orders = db.collection(collections.orders);
const rateLimits = db.collection(accountCollections.rateLimits);
const orderCounter = db.collection(collections.counters).doc('orders');

/**
 * The next order number, read in the order's transaction before anything is written (Firestore's
 * order), and `take` to record it once the order is sure to be written. Every order's transaction
 * writes this one document: docs/decisions.md, "Order numbers", says why its rate is enough.
 */
async function nextOrderNumber(transaction: Transaction) {
  const last: unknown = (await transaction.get(orderCounter)).get('last');
  const number = (typeof last === 'number' && Number.isSafeInteger(last) && last > 0 ? last : 0) + 1;
  return { number, take: () => transaction.set(orderCounter, { last: number }) };
}

/**
 * Counts an order of this shopper in the transaction, against the same limits whichever way the
 * order came (placeOrder or an app's own write); false when one is used up, and nothing counted.
 */
const countOrder = (transaction: Transaction, uid: string) =>
  countCall<DocumentReference>(
    transaction,
    (id) => rateLimits.doc(id),
    [
      { name: 'orders-hour', subject: uid, max: orderLimits.perCustomerPerHour, windowMs: 3_600_000 },
      { name: 'orders-day', subject: uid, max: orderLimits.perCustomerPerDay, windowMs: 86_400_000 },
    ],
    Date.now(),
  );

/** What a stored order answers a retried placeOrder with; the contract's answer checks it. */
const placedOrderSchema = placeOrderResponseSchema.omit({ orderId: true }).extend({ userId: z.string() });
const placedOrder = (stored: Record<string, unknown>) =>
  placedOrderSchema.parse({
    userId: stored.userId,
    status: stored.status,
    items: stored.items,
    total: stored.total,
    ...(typeof stored.number === 'number' && { number: stored.number }),
    ...(typeof stored.deliveryFee === 'number' && { deliveryFee: stored.deliveryFee }),
    ...(typeof stored.zoneName === 'string' && { zoneName: stored.zoneName }),
  });

/**
 * In one transaction: the order already under `orderId` if a twin call wrote it first; else its
 * variants' stock reserved, the shopper's limits counted (orders shoppers place themselves), its
 * number taken and the order written. When refused, nothing is written.
 */
function writeOrder(order: NewOrder, orderId: string | undefined, { countLimits }: { countLimits: boolean }) {
  return db.runTransaction(async (transaction) => {
    const ref = orderId ? orders.doc(orderId) : orders.doc();
    const stored = orderId ? (await transaction.get(ref)).data() : undefined;
    if (stored) return { existing: placedOrder(stored) };
    const numbering = await nextOrderNumber(transaction);
    const reserved = await reserveStock(transaction, order.items);
    if ('soldOut' in reserved) return { soldOut: reserved.soldOut };
    if (countLimits && !(await countOrder(transaction, order.userId))) return { limited: true as const };
    numbering.take();
    reserved.take(ref.id);
    transaction.create(ref, {
      ...order,
      number: numbering.number,
      createdAt: FieldValue.serverTimestamp(),
      checkedAt: FieldValue.serverTimestamp(),
    });
    return { saved: ref.id, number: numbering.number };
  });
}

const zoneOf = async (zoneId: string) => (await db.collection(collections.deliveryZones).doc(zoneId).get()).data();

/** Called by the Android app. Cloud Run lets every caller in; the handler checks the ID token. */
export const placeOrder = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable(
    'placeOrder',
    placeOrderHandler({
      readCatalogue,
      emailVerifiedNow: async (uid) => (await auth.getUser(uid)).emailVerified,
      customerNameOf,
      zoneOf,
      findOrder: async (orderId) => {
        const stored = (await orders.doc(orderId).get()).data();
        return stored ? placedOrder(stored) : null;
      },
      saveOrder: (order, orderId) => writeOrder(order, orderId, { countLimits: true }),
    }),
  ),
);

/** Called by the console's "New order" form: the handler checks that the caller is staff now. */
export const placePhoneOrder = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable(
    'placePhoneOrder',
    phoneOrderHandler({
      accounts: createAccountStore(auth, db.collection(collections.profiles)),
      readCatalogue,
      zoneOf,
      shopUserOf: async (uid) => {
        const stored = await db.collection(collections.shopUsers).doc(uid).get();
        return stored.exists ? { name: nameOnRecord(stored.data()) } : undefined;
      },
      saveOrder: async (order, orderId) => {
        const saved = await writeOrder(order, orderId, { countLimits: false });
        if ('limited' in saved) throw new Error('A phone order was counted against limits it is not subject to');
        return saved;
      },
    }),
  ),
);

/**
 * An order an app wrote itself (status `pending`, the Android app's path before placeOrder) is priced
 * from the catalogue before staff work on it: `new` if it matches, `rejected` with the reason if not.
 */
export const checkAppWrittenOrder = onDocumentCreated(
  `${collections.orders}/{orderId}`,
  observed.event('checkAppWrittenOrder', async (event) => {
    const { orderId } = event.params;
    const order: { status?: unknown; userId?: unknown } | undefined = event.data?.data();
    if (order?.status !== 'pending') {
      logger.info('checkAppWrittenOrder left an order: it is not pending', { orderId, status: order?.status });
      return;
    }
    const ref = event.data?.ref;
    const userId = typeof order.userId === 'string' ? order.userId : null;
    if (!ref || !userId) {
      logger.error('checkAppWrittenOrder cannot check an order without its reference or user', { orderId });
      return;
    }
    await loggedTrigger('check an app-written order', { orderId }, async () => {
      const priced = checkAppOrder(order, await readCatalogue(productIdsOf(order)));
      const customerName = await customerNameOf(userId);
      const verdict = await db.runTransaction(async (transaction) => {
        // An event may come twice: an order checked already is left as it is, and counted once.
        if ((await transaction.get(ref)).get('status') !== 'pending') return null;
        const numbering = await nextOrderNumber(transaction);
        // As placeOrder: the stock first (reads), then the limits (which write), then the writes.
        const reserved = priced.status === 'new' ? await reserveStock(transaction, priced.items) : null;
        const checked =
          reserved && 'soldOut' in reserved
            ? { status: 'rejected' as const, reason: reserved.soldOut, items: priced.items }
            : priced.status === 'new' && !(await countOrder(transaction, userId))
              ? { status: 'rejected' as const, reason: tooManyOrders, items: priced.items }
              : priced;
        if (checked.status === 'new' && reserved && 'take' in reserved) reserved.take(orderId);
        // Every order gets its number, a rejected one too: staff and the shopper talk about it by it.
        numbering.take();
        transaction.update(ref, {
          status: checked.status,
          number: numbering.number,
          items: checked.items,
          ...(checked.status === 'rejected' && { rejection: checked.reason.slice(0, orderLimits.rejectionLength) }),
          ...(customerName && { customerName }),
          checkedAt: FieldValue.serverTimestamp(),
        });
        return checked;
      });
      if (!verdict) {
        logger.info('checkAppWrittenOrder left an order checked already', { orderId });
        return;
      }
      logger.info('Checked an app-written order', {
        orderId,
        status: verdict.status,
        ...(verdict.status === 'rejected' && { reason: verdict.reason }),
      });
    });
  }),
);
