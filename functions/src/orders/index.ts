import { FieldValue } from 'firebase-admin/firestore';
import { logger } from '../operations/request-log';
import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { collections } from '@kasuwa/contract/collections';
import { zoneToConfirm } from '@kasuwa/contract/delivery-zones';
import { orderLimits } from '@kasuwa/contract/limits';
import { orderHoldsDocId, setOrderHoldsInputSchema } from '@kasuwa/contract/order-holds';
import { maxLinkedOrders } from '@kasuwa/contract/phone-customers';
import type { OrderItem } from '@kasuwa/contract/schemas';
import { enforceAppCheck } from '../app-check';
import { auth, db } from '../firebase';
import { reserveStock } from '../stock/order-stock';
import { checkAppOrder, productIdsOf } from './check-app-order';
import { placeOrderHandler, tooManyOrders } from './place-order';
import { phoneCustomerId, phoneOrderHandler } from './phone-order';
import { findPhoneCustomersHandler, linkPhoneOrdersHandler } from './phone-customers';
import { createAccountStore } from '../accounts/account-store';
import { loggedTrigger } from '../logged-trigger';
import type { OrderEffect } from '../order-effect';
import { observed } from '../operations/observers';
import { lapseHolds } from './lapse-holds';
import { setOrderZoneHandler, setOrderZoneIn } from './set-order-zone';
import { shopSettingsCallable } from '../settings-callable';
import { customerKeyField } from './customer-key';
import { newTrackingToken } from '../tracking/tracking-token';
import {
  customerNameIn,
  customerNameOf,
  findOrder,
  nameOnRecord,
  nextOrderNumber,
  consumeOrderCall,
  readCatalogue,
  readCatalogueIn,
  readHolds,
  readHoldsIn,
  readHeldUnits,
  readOrderCounts,
  releaseHeldUnits,
  shopHasZones,
  withinOrderLimits,
  writeOrder,
  zoneOf,
} from './order-store';

const accounts = createAccountStore(auth, db.collection(collections.profiles));

/**
 * Where a number's claimants are read: the shop users with it (one query), their accounts in Auth (one
 * look-up), and each one's proof (one query each).
 */
const claimantSources = {
  shopUsersWithPhone: async (spellings: readonly string[], limit: number) =>
    (await db.collection(collections.shopUsers).where('phone', 'in', spellings).limit(limit).get()).docs.map((shopUser) => ({
      uid: shopUser.id,
      name: nameOnRecord(shopUser.data()) ?? null,
    })),
  accountsOf: async (uids: readonly string[]) =>
    uids.length === 0
      ? []
      : (await auth.getUsers(uids.map((uid) => ({ uid })))).users.map((user) => ({
          uid: user.uid,
          email: user.email ?? null,
          emailVerified: user.emailVerified,
          createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
        })),
  // The account's latest delivered orders (at most 20 reads): one paid at the number is the proof.
  provenAt: async (uid: string, phone: string) =>
    (
      await db.collection(collections.orders).where('userId', '==', uid).where('status', '==', 'delivered').limit(20).get()
    ).docs.some(
      (order) =>
        phoneCustomerId(String(order.get('phone') ?? '')) === phoneCustomerId(phone) && order.get('payment') !== undefined,
    ),
};

/** Called by the Android app. Cloud Run lets every caller in; the handler checks the ID token. */
export const placeOrder = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable(
    'placeOrder',
    placeOrderHandler({
      readCatalogue,
      consumeCall: (uid) => consumeOrderCall(uid),
      withinOrderLimits,
      shopHasZones,
      readHolds,
      emailVerifiedNow: async (uid) => (await auth.getUser(uid)).emailVerified,
      customerNameOf,
      zoneOf,
      findOrder,
      saveOrder: (order, orderId, holds) => writeOrder(order, orderId, { countLimits: true, holds }),
    }),
  ),
);

/** Called by the console's "New order" form: the handler checks that the caller is staff now. */
export const placePhoneOrder = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable(
    'placePhoneOrder',
    phoneOrderHandler({
      accounts,
      ...claimantSources,
      readCatalogue,
      zoneOf,
      shopUserOf: async (uid) => {
        const stored = await db.collection(collections.shopUsers).doc(uid).get();
        return stored.exists ? { name: nameOnRecord(stored.data()) } : undefined;
      },
      saveOrder: async (order, orderId) => {
        const saved = await writeOrder(order, orderId, { countLimits: false });
        if ('limited' in saved || 'heldTooMuch' in saved)
          throw new Error('A phone order was held to limits it is not subject to');
        return saved;
      },
    }),
  ),
);

/** Called by the console's "New order" form: every account that claims a number, for staff to judge. */
export const findPhoneCustomers = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable(
    'findPhoneCustomers',
    findPhoneCustomersHandler({
      accounts,
      ...claimantSources,
      orderCountOf: async (uid) =>
        (await db.collection(collections.orders).where('userId', '==', uid).count().get()).data().count,
    }),
  ),
);

/** Called by the console's order page: a number's phone orders given deliberately to one account. */
export const linkPhoneOrders = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable(
    'linkPhoneOrders',
    linkPhoneOrdersHandler({
      accounts,
      ...claimantSources,
      phoneCustomerOf: phoneCustomerId,
      moveOrders: async (phoneCustomer, uid, by) => {
        const kept = await db.collection(collections.orders).where('userId', '==', phoneCustomer).limit(maxLinkedOrders).get();
        const batch = db.batch();
        for (const order of kept.docs) batch.update(order.ref, { userId: uid });
        batch.create(db.collection(collections.phoneLinks).doc(), {
          phoneCustomer,
          uid,
          by,
          orders: kept.size,
          at: FieldValue.serverTimestamp(),
        });
        await batch.commit();
        return kept.size;
      },
    }),
  ),
);

/** What the console's hold settings write: the three settings, who and when. */
export const setOrderHolds = shopSettingsCallable('setOrderHolds', 'the order holds', setOrderHoldsInputSchema, orderHoldsDocId);

/** Called from an order's page when staff set the zone of an order written without one. */
export const setOrderZone = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable('setOrderZone', setOrderZoneHandler({ accounts, setZone: setOrderZoneIn(db) })),
);

/** Every 10 minutes: unconfirmed orders whose hold ran out are cancelled, their units given back. */
export const lapseUnconfirmedOrders = onSchedule(
  { schedule: 'every 10 minutes', timeZone: 'Africa/Niamey', retryCount: 1 },
  observed.event('lapseUnconfirmedOrders', async () => {
    await lapseHolds(new Date());
  }),
);

/**
 * An order an app wrote itself (status `pending`, the Android app's path before placeOrder) counts
 * against its shopper's order limits first, priced or not: past them it is deleted at once, unnumbered.
 * Within them it is priced from the catalogue: `new` if it matches (its number taken, its units held
 * as placeOrder's), `rejected` with the reason if not (no number: only accepted orders take one).
 */
export const appWrittenOrderCheck: OrderEffect = async ({ orderId, before, after: order, ref }) => {
  // Only a creation: the check's own update (pending to new or rejected) is the next event.
  if (before || order?.status !== 'pending') return;
  const userId = typeof order.userId === 'string' ? order.userId : null;
  if (!userId) {
    logger.error('The app-written order check cannot check an order without its user', { orderId });
    return;
  }
  const zonesNeeded = await shopHasZones();
  await loggedTrigger('check an app-written order', { orderId }, async () => {
    const verdict = await db.runTransaction(async (transaction) => {
      // An event may come twice: an order checked (or deleted) already is left as it is, and counted once.
      const now = (await transaction.get(ref)).data();
      if (now?.status !== 'pending') return null;
      const counts = await readOrderCounts(transaction, userId);
      if (!counts.allowed) {
        transaction.delete(ref);
        return { status: 'deleted' as const, reason: tooManyOrders };
      }
      const zoneId = typeof now.zoneId === 'string' && now.zoneId !== '' ? now.zoneId : null;
      const zone = zoneId
        ? { zoneId, stored: (await transaction.get(db.collection(collections.deliveryZones).doc(zoneId))).data() }
        : undefined;
      const priced = checkAppOrder(now, await readCatalogueIn(transaction, productIdsOf(now)), zone);
      const customerName = await customerNameIn(transaction, userId);
      const holds = priced.status === 'new' ? await readHoldsIn(transaction) : null;
      const held = holds ? await readHeldUnits(transaction, userId, priced.items, holds) : null;
      const heldTooMuch = held !== null && !held.within;
      const numbering = priced.status === 'new' && !heldTooMuch ? await nextOrderNumber(transaction) : null;
      const reserved = numbering ? await reserveStock(transaction, priced.items, held?.stockRead) : null;
      const checked = heldTooMuch
        ? { status: 'rejected' as const, reason: held.refusal, items: priced.items }
        : reserved && 'soldOut' in reserved
          ? { status: 'rejected' as const, reason: reserved.soldOut.message, items: priced.items }
          : priced;
      counts.take();
      const accepted = checked.status === 'new' && numbering && held && reserved && 'take' in reserved;
      if (accepted) {
        numbering.take();
        reserved.take(orderId);
        held.take(orderId);
      }
      transaction.update(ref, {
        status: checked.status,
        items: checked.items,
        ...(accepted && {
          number: numbering.number,
          trackingToken: newTrackingToken(),
          ...customerKeyField(typeof now.phone === 'string' ? now.phone : undefined),
          holdUntil: held.until,
          // An app that predates zones names none: staff ask the customer and set it, which adds its fee,
          // before the order can be confirmed.
          ...(checked.status === 'new' && checked.delivery
            ? { zoneName: checked.delivery.zoneName, deliveryFee: checked.delivery.deliveryFee }
            : zonesNeeded && { zoneName: zoneToConfirm, zonePending: true }),
        }),
        ...(checked.status === 'rejected' && { rejection: checked.reason.slice(0, orderLimits.rejectionLength) }),
        ...(customerName && { customerName }),
        checkedAt: FieldValue.serverTimestamp(),
      });
      return checked;
    });
    if (!verdict) {
      logger.info('The app-written order check left an order checked already', { orderId });
      return;
    }
    logger.info('Checked an app-written order', {
      orderId,
      status: verdict.status,
      ...(verdict.status !== 'new' && { reason: verdict.reason }),
    });
  });
};

/**
 * An order the shopper placed leaves `new` (staff confirm or cancel it, or its hold runs out): it holds
 * nothing any more, so its entry leaves its customer's held units and new customers' share of its
 * variants, and the caps count it no longer.
 */
export const orderHoldRelease: OrderEffect = async ({ orderId, before, after }) => {
  if (before?.status !== 'new' || !after || after.status === 'new' || after.holdUntil === undefined) return;
  const userId: unknown = after.userId;
  if (typeof userId !== 'string' || userId === '') {
    logger.error('The hold release cannot release an order without its user', { orderId });
    return;
  }
  await loggedTrigger('release the units an order held', { orderId }, () =>
    releaseHeldUnits(userId, orderId, (after.items ?? []) as OrderItem[]).catch((error: unknown) => {
      // No held-units document: nothing is held, nothing to release.
      if ((error as { code?: unknown }).code !== notFound) throw error;
    }),
  );
};

// gRPC status of an update of a document that does not exist.
const notFound = 5;
