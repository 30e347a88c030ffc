import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { stockCollections, stockSchema, type StockMovementReason } from '@kasuwa/contract/stock';
import { createAccountStore } from '../accounts/account-store';
import { enforceAppCheck } from '../app-check';
import { auth, db } from '../firebase';
import { loggedTrigger } from '../logged-trigger';
import { setStockHandler } from './set-stock';
import { movementId } from './stock-movements';

const stock = db.collection(stockCollections.stock);
const stockMovements = db.collection(stockCollections.movements);

/** What a move of an order's status does to the stock it took: a cancellation gives it back, a delivery consumes it. */
const settlingOf = (to: unknown): Exclude<StockMovementReason, 'order'> | null =>
  to === 'cancelled' ? 'cancel' : to === 'delivered' ? 'deliver' : null;

/**
 * For each variant the order took (its "order" movements), once: a cancellation moves the units from
 * `reserved` back to `available`, a delivery takes them out of `reserved`; each with its movement,
 * whose id makes a second run of the trigger change nothing.
 */
async function settle(orderId: string, reason: Exclude<StockMovementReason, 'order'>) {
  const taken = await stockMovements.where('orderId', '==', orderId).where('reason', '==', 'order').get();
  for (const movement of taken.docs) {
    const stockId = String(movement.get('stockId'));
    const quantity = -Number(movement.get('change'));
    await db.runTransaction(async (transaction) => {
      const settled = stockMovements.doc(movementId(orderId, reason, stockId));
      if ((await transaction.get(settled)).exists) return;
      const current = stockSchema.safeParse((await transaction.get(stock.doc(stockId))).data());
      if (!current.success) {
        logger.warn('The stock of a settled order is gone or unreadable: nothing moved', { orderId, stockId, reason });
        return;
      }
      const { available, reserved } = current.data;
      transaction.update(stock.doc(stockId), {
        ...(reason === 'cancel' && { available: available + quantity }),
        reserved: Math.max(0, reserved - quantity),
        updatedAt: FieldValue.serverTimestamp(),
      });
      transaction.create(settled, {
        stockId,
        productId: String(movement.get('productId')),
        change: reason === 'cancel' ? quantity : 0,
        reason,
        orderId,
        at: FieldValue.serverTimestamp(),
      });
    });
  }
}

/** Staff cancel or deliver an order (a rules-checked write): the stock it took follows. */
export const settleOrderStock = onDocumentUpdated(`${collections.orders}/{orderId}`, async (event) => {
  const { orderId } = event.params;
  if (!event.data) {
    logger.warn('settleOrderStock moved nothing: the event carries no change', { orderId });
    return;
  }
  const from: unknown = event.data.before.get('status');
  const to: unknown = event.data.after.get('status');
  const reason = settlingOf(to);
  if (from === to || !reason) return;
  await loggedTrigger('settle the stock of an order', { orderId, reason }, () => settle(orderId, reason));
});

/** Called by the console: Cloud Run lets every caller in; the handler checks that the caller is staff now. */
export const setStock = onCall(
  { invoker: 'public', enforceAppCheck },
  setStockHandler({
    accounts: createAccountStore(auth, db.collection(collections.profiles)),
    productOf: async (productId) => (await db.collection(collections.products).doc(productId).get()).data(),
    writeStock: ({ stockId, productId, size, color, available, by }) =>
      db.runTransaction(async (transaction) => {
        const before = stockSchema.safeParse((await transaction.get(stock.doc(stockId))).data());
        const reserved = before.success ? before.data.reserved : 0;
        transaction.set(stock.doc(stockId), {
          productId,
          size,
          color,
          available,
          reserved,
          updatedAt: FieldValue.serverTimestamp(),
        });
        transaction.create(stockMovements.doc(), {
          stockId,
          productId,
          change: available - (before.success ? before.data.available : 0),
          reason: 'staff',
          by,
          at: FieldValue.serverTimestamp(),
        });
        return { stockId, available, reserved };
      }),
  }),
);
