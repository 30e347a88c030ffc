import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { cancelledReason, type RefundReturnInput } from '@kasuwa/contract/returns';
import { paymentReferenceKey } from '@kasuwa/contract/schemas';
import { readOrder, readOrderReturn } from '@kasuwa/contract/records';
import { refundSalesPart } from '@kasuwa/contract/sales';
import { heldCashIn, refundCashKey } from '../cash/cash-in-hand';
import { writeSalesChange } from '../sales/sales-writes';

/** What a refund came to: recorded now or before (a retry), or refused with why. */
export type RefundOutcome =
  | { kind: 'refunded'; amount: number }
  | { kind: 'no-return' }
  | { kind: 'refunded-already' }
  | { kind: 'not-paid' }
  | { kind: 'other-method'; method: string }
  | { kind: 'above-return'; max: number }
  | { kind: 'above-paid'; left: number }
  | { kind: 'reference-used' };

/**
 * A refund in one transaction: a return is refunded once (a retry with the same request id is answered
 * as recorded), by the method the order was paid with as its payment history records it (corrections are
 * the server's, and refused once a refund is made), at most the return's value and never past what
 * was paid on the order (all refunds counted), moving the order's money version; a Mobile Money refund's reference serves once across the
 * shop. A cash refund comes out of the refunder's cash in hand and counts in their next close. The
 * sales of the day take it back in the same transaction, so it counts there exactly once.
 */
export function refundReturnIn(db: Firestore) {
  const returns = db.collection(collections.orderReturns);
  return (input: RefundReturnInput, by: string, byEmail: string | undefined): Promise<RefundOutcome> =>
    db.runTransaction(async (transaction) => {
      const returnRef = returns.doc(input.returnId);
      const found = await transaction.get(returnRef);
      if (!found.exists) return { kind: 'no-return' };
      const done = found.get('refund') as { requestId?: string; amount?: number } | undefined;
      if (done) {
        return done.requestId === input.requestId
          ? { kind: 'refunded', amount: Number(done.amount) }
          : { kind: 'refunded-already' };
      }
      const orderRef = db.collection(collections.orders).doc(String(found.get('orderId')));
      const referenceRef = input.reference
        ? db.collection(collections.paymentReferences).doc(paymentReferenceKey(input.reference))
        : null;
      const [order, reference] = await transaction.getAll(orderRef, ...(referenceRef ? [referenceRef] : []));
      if (!order?.exists) return { kind: 'not-paid' };
      // The method is the payment's record (the history's last word, written with it and never changed)
      // where the order has one; an order paid before records were kept has its field alone. A record
      // that says another method than the field refuses the refund: nobody can tell how it was paid.
      const changeId: unknown = order.get('paymentChangeId');
      const recorded =
        typeof changeId === 'string' && changeId !== ''
          ? await transaction.get(orderRef.collection(orderSubcollections.paymentChanges).doc(changeId))
          : null;
      const payment: unknown = order.get('payment');
      if (payment !== 'cash' && payment !== 'mobile-money') return { kind: 'not-paid' };
      if (recorded?.exists && recorded.get('payment') !== payment) return { kind: 'not-paid' };
      if (input.method !== payment) return { kind: 'other-method', method: payment };
      const max = Number(found.get('amount')) || 0;
      if (input.amount > max) return { kind: 'above-return', max };
      const refunded = Number(order.get('refunded')) || 0;
      const left = (Number(order.get('total')) || 0) - refunded;
      if (input.amount > left) return { kind: 'above-paid', left: Math.max(0, left) };
      if (reference?.exists) return { kind: 'reference-used' };
      const cash = input.method === 'cash' ? await heldCashIn(db, transaction, [by]) : null;
      const at = Timestamp.now();
      transaction.update(returnRef, {
        refund: {
          requestId: input.requestId,
          method: input.method,
          ...(input.reference ? { reference: input.reference } : {}),
          amount: input.amount,
          by,
          ...(byEmail ? { byEmail } : {}),
          at,
        },
        refundFlagFrom: FieldValue.delete(),
        ...(cash ? { refundCashHolder: by } : {}),
      });
      transaction.update(orderRef, { refunded: refunded + input.amount, moneyVersion: FieldValue.increment(1) });
      if (referenceRef) transaction.create(referenceRef, { orderId: order.id, refundOf: input.returnId, by, at });
      if (cash) {
        cash.put(by, refundCashKey(input.returnId), { amount: -input.amount, since: at });
        cash.write();
      }
      const { lines, reason } = readOrderReturn(found.data());
      const refund = {
        lines,
        amount: input.amount,
        method: input.method,
        at: at.toDate(),
        ofCancelled: reason === cancelledReason,
      };
      writeSalesChange(db, transaction, refundSalesPart(readOrder(order.data()), refund));
      return { kind: 'refunded', amount: input.amount };
    });
}
