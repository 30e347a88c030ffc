import { orderSubcollections } from '@kasuwa/contract/collections';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { lapsedHoldReason, serverMover } from '@kasuwa/contract/order-holds';
import { db } from '../firebase';
import { logger } from '../operations/request-log';
import { orders, readHolds } from './order-store';

const pageSize = 200;
/** A run stops after this many pages; the next run, 10 minutes later, goes on. */
const maxPages = 5;

/**
 * The hold an order had, in whole minutes, from its creation to its hold's end; never more than the
 * setting, since a hold counts only opening hours and its span may include a night.
 */
const heldMinutes = (createdAt: unknown, holdUntil: Timestamp, setting: number) =>
  createdAt instanceof Timestamp
    ? Math.max(1, Math.min(setting, Math.round((holdUntil.toMillis() - createdAt.toMillis()) / 60_000)))
    : setting;

/**
 * Cancels every order still `new` whose hold ended by `now`, as staff would (status, reason, who and
 * when, and its record in statusChanges), each in a transaction that reads it again: an order staff
 * confirmed meanwhile is left alone, and a paid one keeps its units with no end to its hold. followOrder's stock effect then gives its units back, with their movement.
 * Phone orders carry no hold and are never found. Answers how many it cancelled.
 */
export async function lapseHolds(now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(now);
  let cancelled = 0;
  const { holdMinutes } = await readHolds();
  for (let page = 0; page < maxPages; page += 1) {
    const due = await orders
      .where('status', '==', 'new')
      .where('holdUntil', '<=', cutoff)
      .orderBy('holdUntil')
      .limit(pageSize)
      .get();
    for (const order of due.docs) {
      const lapsed = await db.runTransaction(async (transaction) => {
        const current = await transaction.get(order.ref);
        const holdUntil: unknown = current.get('holdUntil');
        if (current.get('status') !== 'new' || !(holdUntil instanceof Timestamp) || holdUntil.toMillis() > now.getTime())
          return null;
        if (current.get('payment') !== undefined) {
          // A paid order never lapses: the payment stops its clock (docs/adr/0124-a-paid-order-never-lapses.md).
          // Without a hold's end it leaves the lapse's look-up and the dashboard's countdown; its units stay
          // reserved until staff confirm or cancel it.
          transaction.update(order.ref, { holdUntil: FieldValue.delete() });
          return 'stopped' as const;
        }
        const reason = lapsedHoldReason(heldMinutes(current.get('createdAt'), holdUntil, holdMinutes));
        const change = order.ref.collection(orderSubcollections.statusChanges).doc();
        transaction.update(order.ref, {
          status: 'cancelled',
          cancelReason: reason,
          statusChangeId: change.id,
          statusChangedBy: serverMover,
          statusChangedAt: FieldValue.serverTimestamp(),
        });
        transaction.create(change, { from: 'new', to: 'cancelled', by: serverMover, at: FieldValue.serverTimestamp(), reason });
        return 'cancelled' as const;
      });
      if (lapsed === 'cancelled') cancelled += 1;
      if (lapsed === 'stopped')
        logger.info('Left a paid order whose hold ended: the payment stops its clock', { orderId: order.id });
    }
    if (due.size < pageSize) break;
  }
  if (cancelled > 0) logger.info('Cancelled unconfirmed orders whose hold ran out', { cancelled });
  return cancelled;
}
