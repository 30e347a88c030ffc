import { FieldValue } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { collections } from '@kasuwa/contract/collections';
import { orderHoldsDocId, setOrderHoldsInputSchema } from '@kasuwa/contract/order-holds';
import { maxLinkedOrders } from '@kasuwa/contract/phone-customers';
import { createAccountStore } from '../accounts/account-store';
import { auth, db } from '../firebase';
import { observed } from '../operations/observers';
import { shopSettingsCallable } from '../settings-callable';
import { writeOrder } from './accept-order';
import { lapseHolds } from './lapse-holds';
import {
  consumeOrderCall,
  customerNameOf,
  findOrder,
  nameOnRecord,
  readCatalogue,
  readHolds,
  shopHasZones,
  withinOrderLimits,
  zoneOf,
} from './order-store';
import { findPhoneCustomersHandler, linkPhoneOrdersHandler } from './phone-customers';
import { phoneCustomerId, phoneOrderHandler } from './phone-order';
import { placeOrderHandler } from './place-order';
import { setOrderZoneHandler, setOrderZoneIn } from './set-order-zone';
import { appCallable } from '../app-callable';

export { appWrittenOrderCheck } from './app-written-order';
export { orderHoldRelease } from './hold-release';

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
export const placeOrder = appCallable(
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
);

/** Called by the console's "New order" form: the handler checks that the caller is staff now. */
export const placePhoneOrder = appCallable(
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
      if ('limited' in saved || 'heldTooMuch' in saved) throw new Error('A phone order was held to limits it is not subject to');
      return saved;
    },
  }),
);

/** Called by the console's "New order" form: every account that claims a number, for staff to judge. */
export const findPhoneCustomers = appCallable(
  'findPhoneCustomers',
  findPhoneCustomersHandler({
    accounts,
    ...claimantSources,
    orderCountOf: async (uid) => (await db.collection(collections.orders).where('userId', '==', uid).count().get()).data().count,
  }),
);

/** Called by the console's order page: a number's phone orders given deliberately to one account. */
export const linkPhoneOrders = appCallable(
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
);

/** What the console's hold settings write: the three settings, who and when. */
export const setOrderHolds = shopSettingsCallable('setOrderHolds', 'the order holds', setOrderHoldsInputSchema, orderHoldsDocId);

/** Called from an order's page when staff set the zone of an order written without one. */
export const setOrderZone = appCallable('setOrderZone', setOrderZoneHandler({ accounts, setZone: setOrderZoneIn(db) }));

/** Every 10 minutes: unconfirmed orders whose hold ran out are cancelled, their units given back. */
export const lapseUnconfirmedOrders = onSchedule(
  { schedule: 'every 10 minutes', timeZone: 'Africa/Niamey', retryCount: 1 },
  observed.event('lapseUnconfirmedOrders', async () => {
    await lapseHolds(new Date());
  }),
);
