import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import type { RefundReturnInput } from '@kasuwa/contract/returns';
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
 * as recorded), by the method the order was paid with, at most the return's value and never past what
 * was paid on the order (all refunds counted); a Mobile Money refund's reference serves once across the
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
      const payment: unknown = order?.get('payment');
      if (!order?.exists || (payment !== 'cash' && payment !== 'mobile-money')) return { kind: 'not-paid' };
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
      transaction.update(orderRef, { refunded: refunded + input.amount });
      if (referenceRef) transaction.create(referenceRef, { orderId: order.id, refundOf: input.returnId, by, at });
      if (cash) {
        cash.put(by, refundCashKey(input.returnId), { amount: -input.amount, since: at });
        cash.write();
      }
      const { lines } = readOrderReturn(found.data());
      writeSalesChange(
        db,
        transaction,
        refundSalesPart(readOrder(order.data()), { lines, amount: input.amount, method: input.method, at: at.toDate() }),
      );
      return { kind: 'refunded', amount: input.amount };
    });
}
