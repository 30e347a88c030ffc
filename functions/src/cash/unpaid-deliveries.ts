import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';

/** Delivered with no payment recorded: money the shop is owed. */
export const isUnpaidDelivery = (order: DocumentData | undefined) => order?.status === 'delivered' && !order.payment;

/**
 * Keeps an order's line in unpaidDeliveries as the order is now (read in the transaction, so an event
 * that arrives late cannot bring back a line a payment removed): there while it is delivered and
 * unpaid, with its number, total, rider and when it was delivered; gone otherwise.
 */
export function followUnpaidDeliveryIn(db: Firestore) {
  return (orderId: string): Promise<void> =>
    db.runTransaction(async (transaction) => {
      const order = (await transaction.get(db.collection(collections.orders).doc(orderId))).data();
      const line = db.collection(collections.unpaidDeliveries).doc(orderId);
      if (!isUnpaidDelivery(order)) {
        transaction.delete(line);
        return;
      }
      transaction.set(line, {
        total: Number(order?.total) || 0,
        ...(typeof order?.number === 'number' ? { number: order.number } : {}),
        ...(typeof order?.riderId === 'string' ? { riderId: order.riderId } : {}),
        deliveredAt: order?.statusChangedAt instanceof Timestamp ? order.statusChangedAt : Timestamp.now(),
      });
    });
}
