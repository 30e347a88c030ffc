import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { returnTerms } from '@kasuwa/contract/return-terms';
import { cancelledReason, cancelledRefundId } from '@kasuwa/contract/returns';
import { addWorkingDays } from '@kasuwa/contract/working-days';
import { runTransaction } from '../closed-transactions';

/** What the cancellation of an order came to for its money: a refund owed now or before, or none. */
export type CancelledRefund = 'owed' | 'owed-already' | 'not-paid';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Every line of the order, as a return lists them: nothing came back, they went back on sale at the cancel. */
const linesOf = (items: DocumentData[]) =>
  items.map((item, line) => ({
    line,
    productId: String(item.productId ?? ''),
    title: String(item.title ?? ''),
    ...(text(item.size) ? { size: item.size as string } : {}),
    ...(text(item.color) ? { color: item.color as string } : {}),
    price: Number(item.price) || 0,
    quantity: Number(item.quantity) || 1,
    restock: true,
  }));

/**
 * A paid order that staff cancel owes the customer what they paid, delivery fee included: it gets an
 * entry in `orderReturns` (cancelledRefundId, once per order), refunded as a return is (refundReturn:
 * by the payment's method, counted in the refunder's close), due in 14 working days and flagged from
 * the tenth on the dashboard like one. A payment cannot be recorded on a cancelled order (the rules'
 * salesStatus), so the cancel is the one moment it can become owed.
 */
export function oweCancelledRefundIn(db: Firestore) {
  return (orderId: string, now: Date): Promise<CancelledRefund> =>
    runTransaction(db, 'owe the refund of a cancelled paid order', async (transaction) => {
      const orderRef = db.collection(collections.orders).doc(orderId);
      const entryRef = db.collection(collections.orderReturns).doc(cancelledRefundId(orderId));
      const [order, entry] = await transaction.getAll(orderRef, entryRef);
      if (entry?.exists) return 'owed-already';
      const payment: unknown = order?.get('payment');
      if (!order?.exists || order.get('status') !== 'cancelled' || (payment !== 'cash' && payment !== 'mobile-money')) {
        return 'not-paid';
      }
      const amount = (Number(order.get('total')) || 0) - (Number(order.get('refunded')) || 0);
      const items = (order.get('items') as DocumentData[] | undefined) ?? [];
      if (amount <= 0 || items.length === 0) return 'not-paid';
      const cancelledAt = order.get('statusChangedAt') instanceof Timestamp ? (order.get('statusChangedAt') as Timestamp) : null;
      const by = text(order.get('statusChangedBy'));
      const note = text(
        String(order.get('cancelReason') ?? '')
          .trim()
          .slice(0, returnTerms.noteLength)
          .trim(),
      );
      const today = shopDay(now);
      transaction.create(entryRef, {
        orderId,
        ...(typeof order.get('number') === 'number' ? { orderNumber: order.get('number') as number } : {}),
        lines: linesOf(items),
        amount,
        reason: cancelledReason,
        ...(note ? { note } : {}),
        by: by ?? 'server',
        at: cancelledAt ?? FieldValue.serverTimestamp(),
        refundDue: addWorkingDays(today, returnTerms.refundWorkingDays),
        refundFlagFrom: addWorkingDays(today, returnTerms.flagFromWorkingDay),
      });
      return 'owed';
    });
}
