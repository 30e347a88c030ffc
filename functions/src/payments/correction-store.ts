import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { paymentReferenceKey } from '@kasuwa/contract/order-statuses';
import type { CorrectPaymentInput } from '@kasuwa/contract/payments';
import { heldCashIn } from '../cash/cash-in-hand';

/** An order's payment as it stands: its method, its reference and who holds its cash, if anyone. */
export interface PaymentNow {
  payment: string;
  reference?: string;
  holder?: string;
  moneyVersion: number;
}

/** What a correction came to: recorded now or before (a retry), or refused with why, nothing changed. */
export type CorrectionOutcome =
  | { kind: 'corrected'; moneyVersion: number }
  | { kind: 'no-order' }
  | { kind: 'not-paid' }
  | { kind: 'changed'; now: PaymentNow }
  | { kind: 'closed'; closeId: string }
  | { kind: 'refunded' }
  | { kind: 'same' }
  | { kind: 'reference-used'; orderId: string }
  | { kind: 'another-request' };

/** Who corrects: their uid and sign-in email. */
export interface Corrector {
  uid: string;
  email: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function paymentNowOf(order: DocumentData): PaymentNow | null {
  const payment = text(order.payment);
  if (payment !== 'cash' && payment !== 'mobile-money') return null;
  const reference = payment === 'mobile-money' ? text(order.paymentReference) : undefined;
  const holder = payment === 'cash' ? text(order.cashHolder) : undefined;
  return {
    payment,
    ...(reference !== undefined && { reference }),
    ...(holder !== undefined && { holder }),
    moneyVersion: Number.isSafeInteger(order.moneyVersion) ? Number(order.moneyVersion) : 0,
  };
}

/**
 * A correction of an order's payment in one transaction. A retry with the same request id finds its
 * record and changes nothing. Otherwise the order must be paid, its money at the version the corrector
 * saw, its cash not counted in a close (that is an adjustment of the close) and nothing refunded on it
 * (a refund took its method from this payment); a Mobile Money reference serves one order. Then the
 * order carries the new payment and one more money version; its record in paymentChanges keeps the one
 * before; a reference given up is let go; the cash leaves its former holder's hands and, for a cash
 * payment, is in the corrector's from now; and the correction is recorded for the next close of each
 * person it concerns.
 */
export function correctPaymentIn(db: Firestore) {
  const references = db.collection(collections.paymentReferences);
  return (input: CorrectPaymentInput, by: Corrector): Promise<CorrectionOutcome> =>
    db.runTransaction(async (transaction) => {
      const recordRef = db.collection(collections.paymentCorrections).doc(input.requestId);
      const orderRef = db.collection(collections.orders).doc(input.orderId);
      const [record, order] = await transaction.getAll(recordRef, orderRef);
      if (record?.exists) {
        const same = record.get('orderId') === input.orderId && record.get('by') === by.uid;
        return same ? { kind: 'corrected', moneyVersion: Number(order?.get('moneyVersion')) || 0 } : { kind: 'another-request' };
      }
      if (!order?.exists) return { kind: 'no-order' };
      const data = order.data()!;
      const now = paymentNowOf(data);
      if (!now) return { kind: 'not-paid' };
      if (now.moneyVersion !== input.moneyVersion) return { kind: 'changed', now };
      const closeId = text(data.cashClosedIn);
      if (closeId) return { kind: 'closed', closeId };
      if ((Number(data.refunded) || 0) > 0) return { kind: 'refunded' };
      const newKey = input.reference ? paymentReferenceKey(input.reference) : '';
      const oldKey = now.reference ? paymentReferenceKey(now.reference) : '';
      if (input.payment === now.payment && newKey === oldKey) return { kind: 'same' };
      const keys = [newKey, oldKey].filter((key) => key !== '');
      const read = keys.length > 0 ? await transaction.getAll(...keys.map((key) => references.doc(key))) : [];
      const referenceOf = (key: string) => (key === '' ? undefined : read[keys.indexOf(key)]);
      const [newReference, oldReference] = [referenceOf(newKey), referenceOf(oldKey)];
      const heldBy = newReference?.exists ? String(newReference.get('orderId')) : null;
      if (newKey && heldBy !== null && heldBy !== input.orderId) return { kind: 'reference-used', orderId: heldBy };

      const toHolder = input.payment === 'cash' ? by.uid : undefined;
      const holders = [now.holder, toHolder].filter((holder): holder is string => holder !== undefined);
      const held = await heldCashIn(db, transaction, holders);
      const at = Timestamp.now();
      const moneyVersion = now.moneyVersion + 1;
      const change = orderRef.collection(orderSubcollections.paymentChanges).doc();
      transaction.update(orderRef, {
        payment: input.payment,
        paymentReference: input.reference ?? FieldValue.delete(),
        paidBy: by.uid,
        paidAt: at,
        paymentChangeId: change.id,
        moneyVersion,
        cashHolder: toHolder ?? FieldValue.delete(),
        cashSince: toHolder ? at : FieldValue.delete(),
      });
      transaction.create(change, {
        payment: input.payment,
        ...(input.reference && { reference: input.reference }),
        by: by.uid,
        ...(by.email && { byEmail: by.email }),
        at,
        reason: input.reason,
        correctionId: input.requestId,
      });
      if (oldKey && oldKey !== newKey && oldReference?.get('orderId') === input.orderId && !oldReference.get('refundOf')) {
        transaction.delete(oldReference.ref);
      }
      if (newKey && heldBy === null) transaction.create(references.doc(newKey), { orderId: input.orderId, by: by.uid, at });
      const amount = Number(data.total) || 0;
      if (now.holder) held.drop(now.holder, input.orderId);
      if (toHolder) held.put(toHolder, input.orderId, { amount, since: at });
      held.write();
      const state = (payment: string, reference: string | undefined, holder: string | undefined) => ({
        payment,
        ...(reference && { reference }),
        ...(holder && { holder }),
      });
      transaction.create(recordRef, {
        orderId: input.orderId,
        ...(typeof data.number === 'number' && { number: data.number }),
        amount,
        from: state(now.payment, now.reference, now.holder),
        to: state(input.payment, input.reference, toHolder),
        reason: input.reason,
        by: by.uid,
        ...(by.email && { byEmail: by.email }),
        at,
        openFor: [...new Set([now.holder, toHolder, by.uid].filter((uid): uid is string => uid !== undefined))],
      });
      return { kind: 'corrected', moneyVersion };
    });
}
