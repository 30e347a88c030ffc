import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { orderLimits, personLimits } from '@kasuwa/contract/limits';
import { readShopUser } from '@kasuwa/contract/records';
import { auth, db } from '../firebase';
import { checkAppOrder, productIdsOf } from './check-app-order';
import type { Catalogue } from './pricing';
import { placeOrderHandler } from './place-order';
import { loggedTrigger } from '../logged-trigger';

async function readCatalogue(productIds: readonly string[]): Promise<Catalogue> {
  if (productIds.length === 0) return new Map();
  const snapshots = await db.getAll(...productIds.map((id) => db.collection(collections.products).doc(id)));
  return new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data()]));
}

/** The name on an account's shop user record, cut to the order's field. */
async function customerNameOf(uid: string): Promise<string | undefined> {
  const { name } = readShopUser((await db.collection(collections.shopUsers).doc(uid).get()).data());
  return name?.trim().slice(0, personLimits.nameLength) || undefined;
}

/** Called by the Android app. Cloud Run lets every caller in; the handler checks the ID token. */
export const placeOrder = onCall(
  { invoker: 'public' },
  placeOrderHandler({
    readCatalogue,
    emailVerifiedNow: async (uid) => (await auth.getUser(uid)).emailVerified,
    customerNameOf,
    createOrder: async (order) => {
      const ref = await db.collection(collections.orders).add({
        ...order,
        createdAt: FieldValue.serverTimestamp(),
        checkedAt: FieldValue.serverTimestamp(),
      });
      return ref.id;
    },
  }),
);

/**
 * An order an app wrote itself (status `pending`, the Android app's path before placeOrder) is priced
 * from the catalogue before staff work on it: `new` if it matches, `rejected` with the reason if not.
 */
export const checkAppWrittenOrder = onDocumentCreated(`${collections.orders}/{orderId}`, async (event) => {
  const { orderId } = event.params;
  const order: { status?: unknown; userId?: unknown } | undefined = event.data?.data();
  if (order?.status !== 'pending') {
    logger.info('checkAppWrittenOrder left an order: it is not pending', { orderId, status: order?.status });
    return;
  }
  await loggedTrigger('check an app-written order', { orderId }, async () => {
    const verdict = checkAppOrder(order, await readCatalogue(productIdsOf(order)));
    const customerName = typeof order.userId === 'string' ? await customerNameOf(order.userId) : undefined;
    await event.data?.ref.update({
      status: verdict.status,
      ...(customerName && { customerName }),
      checkedAt: FieldValue.serverTimestamp(),
      ...(verdict.status === 'rejected' && { rejection: verdict.reason.slice(0, orderLimits.rejectionLength) }),
    });
    logger.info('Checked an app-written order', { orderId, ...verdict });
  });
});
