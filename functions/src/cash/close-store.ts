import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  closeIdOf,
  closeLimits,
  type AdjustCashCloseInput,
  type CloseCashDayInput,
  type CloseCashDayOutput,
} from '@kasuwa/contract/cash-close';
import { collections } from '@kasuwa/contract/collections';
import { correctionEffectOn } from '@kasuwa/contract/payments';
import { heldCashIn, refundCashKey } from './cash-in-hand';
import type { AdjustOutcome, CloseOutcome, Closer } from './close-day';

/** What the close reads of a correction: the amount, and whose cash it came from and went to. */
function readCorrection(correction: DocumentData) {
  const holderIn = (state: unknown) => {
    const holder = (state as { holder?: unknown } | undefined)?.holder;
    return typeof holder === 'string' ? holder : undefined;
  };
  return {
    amount: Number(correction.amount) || 0,
    from: { holder: holderIn(correction.from) },
    to: { holder: holderIn(correction.to) },
  };
}

const answerOf = (closeId: string, close: DocumentData): CloseCashDayOutput => ({
  closeId,
  day: String(close.day),
  expected: Number(close.expected),
  counted: Number(close.counted),
  difference: Number(close.difference),
  orders: Number(close.orderCount) || 0,
});

/**
 * A holder's close of `day` in one transaction: a retry finds its close and changes nothing; a second
 * close of the day is refused; otherwise every cash payment the holder holds is read (at most 400), and
 * every cash refund they paid out since their last close, the payments less the refunds compared with
 * what the closer was shown, and then each is counted in this close and
 * held by nobody (its money version moved), the holder's cash in hand emptied of them, and the close
 * recorded, never changed, with its lines beside it. The corrections of payments that moved the holder's
 * cash (or that they made) since their last close are listed there too, with what each did to it: the
 * payments held already count them, so they change nothing of what is expected.
 */
export function closeDayIn(db: Firestore) {
  const closes = db.collection(collections.cashCloses);
  return (input: CloseCashDayInput, by: Closer, day: string): Promise<CloseOutcome> =>
    db.runTransaction(async (transaction) => {
      const closeId = closeIdOf(day, input.holder);
      const ref = closes.doc(closeId);
      const before = await transaction.get(ref);
      if (before.exists) {
        const same =
          before.get('by') === by.uid && before.get('expected') === input.expected && before.get('counted') === input.counted;
        return same ? { kind: 'closed', close: answerOf(closeId, before.data()!) } : { kind: 'already-closed' };
      }
      const [held, refunds, corrections] = await Promise.all([
        transaction.get(
          db
            .collection(collections.orders)
            .where('cashHolder', '==', input.holder)
            .limit(closeLimits.maxOrders + 1),
        ),
        transaction.get(
          db
            .collection(collections.orderReturns)
            .where('refundCashHolder', '==', input.holder)
            .limit(closeLimits.maxOrders + 1),
        ),
        transaction.get(
          db
            .collection(collections.paymentCorrections)
            .where('openFor', 'array-contains', input.holder)
            .limit(closeLimits.maxOrders + 1),
        ),
      ]);
      if ([held, refunds, corrections].some((found) => found.size > closeLimits.maxOrders)) return { kind: 'too-many' };
      const refundOf = (refund: DocumentData) => Number((refund.refund as { amount?: unknown } | undefined)?.amount) || 0;
      const collected = held.docs.reduce((sum, order) => sum + (Number(order.get('total')) || 0), 0);
      const refunded = refunds.docs.reduce((sum, refund) => sum + refundOf(refund.data()), 0);
      const expected = collected - refunded;
      if (expected !== input.expected) return { kind: 'changed', expected };
      const inHand = await heldCashIn(db, transaction, [input.holder]);
      for (const order of held.docs) {
        transaction.update(order.ref, {
          cashHolder: FieldValue.delete(),
          cashSince: FieldValue.delete(),
          cashClosedIn: closeId,
          moneyVersion: FieldValue.increment(1),
        });
        inHand.drop(input.holder, order.id);
      }
      for (const refund of refunds.docs) {
        transaction.update(refund.ref, { refundCashHolder: FieldValue.delete(), cashClosedIn: closeId });
        inHand.drop(input.holder, refundCashKey(refund.id));
      }
      for (const correction of corrections.docs) {
        transaction.update(correction.ref, { openFor: FieldValue.arrayRemove(input.holder) });
      }
      inHand.write();
      const email = inHand.emailOf(input.holder);
      const numbered = (number: unknown) => (typeof number === 'number' ? { number } : {});
      const close = {
        kind: 'close',
        day,
        holder: input.holder,
        ...(email ? { holderEmail: email } : {}),
        expected,
        counted: input.counted,
        difference: input.counted - expected,
        ...(input.note ? { note: input.note } : {}),
        orderCount: held.size,
        by: by.uid,
        ...(by.email ? { byEmail: by.email } : {}),
        at: FieldValue.serverTimestamp(),
      };
      transaction.create(ref, close);
      transaction.create(db.collection(collections.cashCloseLines).doc(closeId), {
        orders: held.docs.map((order) => ({
          id: order.id,
          ...numbered(order.get('number')),
          total: Number(order.get('total')) || 0,
        })),
        ...(refunds.empty
          ? {}
          : {
              refunds: refunds.docs.map((refund) => ({
                id: refund.id,
                ...numbered(refund.get('orderNumber')),
                amount: refundOf(refund.data()),
              })),
            }),
        ...(corrections.empty
          ? {}
          : {
              corrections: corrections.docs.map((correction) => ({
                id: correction.id,
                ...numbered(correction.get('number')),
                effect: correctionEffectOn(input.holder, readCorrection(correction.data())),
                reason: String(correction.get('reason') ?? ''),
              })),
            }),
      });
      return { kind: 'closed', close: answerOf(closeId, close) };
    });
}

/**
 * An adjustment of a close, recorded on `day` (the day it is made) in one transaction: a retry with
 * the same request id finds it; the close must exist. The close itself is never touched.
 */
export function adjustCloseIn(db: Firestore) {
  const closes = db.collection(collections.cashCloses);
  return (input: AdjustCashCloseInput, by: Closer, day: string): Promise<AdjustOutcome> =>
    db.runTransaction(async (transaction) => {
      const ref = closes.doc(input.requestId);
      const [before, close] = await transaction.getAll(ref, closes.doc(input.closeId));
      if (before?.exists) {
        const same =
          before.get('closeId') === input.closeId &&
          before.get('amount') === input.amount &&
          before.get('note') === input.note &&
          before.get('by') === by.uid;
        return same ? { kind: 'recorded', day: String(before.get('day')) } : { kind: 'another-request' };
      }
      if (!close?.exists || close.get('kind') !== 'close') return { kind: 'no-close' };
      transaction.create(ref, {
        kind: 'adjustment',
        day,
        holder: String(close.get('holder')),
        closeId: input.closeId,
        amount: input.amount,
        note: input.note,
        by: by.uid,
        ...(by.email ? { byEmail: by.email } : {}),
        at: FieldValue.serverTimestamp(),
      });
      return { kind: 'recorded', day };
    });
}
