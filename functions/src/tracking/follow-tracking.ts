import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readOrder, readOrderStatusChange } from '@kasuwa/contract/records';
import { guarded, untilCommitted } from '../optimistic-write';
import { newTrackingToken } from './tracking-token';
import { isTrackable, trackingViewOf, type TrackingView } from './tracking-view';

/** The most moves a view lists: far more than an order makes (a failed delivery or two, then delivered). */
const maxMoves = 30;

/** The fields of an order its view is made of: a change of any other leaves the view as it is. */
const viewFields = [
  'status',
  'statusChangeId',
  'statusChangedAt',
  'payment',
  'refunded',
  'riderId',
  'total',
  'number',
  'trackingToken',
] as const;

/** Whether an order's change may change its view (or it has no link yet). */
export function concernsTracking(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!after || !isTrackable(readOrder(after))) return false;
  if (!after.trackingToken) return true;
  return viewFields.some((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

const stored = (view: TrackingView) => ({
  ...view,
  steps: view.steps.map((step) => ({ status: step.status, at: Timestamp.fromDate(step.at) })),
  expiresAt: view.expiresAt ? Timestamp.fromDate(view.expiresAt) : null,
});

/**
 * Keeps an order's public view, written only when it differs, and guarded: if another run wrote the
 * view (or the order) since this one read it, this one reads again, so the view ends as the order is.
 * An order gets its token when it is written priced; one stored before tokens gets it here, once. The
 * rider's first name (`riderNameOf`, from Auth) is looked up for the order's rider. Answers whether
 * anything was written.
 */
export function followTrackingIn(db: Firestore, riderNameOf: (riderId: string) => Promise<string | null>) {
  return (orderId: string): Promise<boolean> => {
    const orderRef = db.collection(collections.orders).doc(orderId);
    return untilCommitted(async () => {
      const order = await orderRef.get();
      const read = readOrder(order.data());
      if (!order.exists || !isTrackable(read)) return { batch: null, answer: false };
      const token = read.trackingToken ?? newTrackingToken();
      // An order moves a few times: its whole history is a few small documents.
      const [previous, history] = await Promise.all([
        db.collection(collections.tracking).doc(token).get(),
        orderRef.collection(orderSubcollections.statusChanges).orderBy('at').limit(maxMoves).get(),
      ]);
      const moves = history.docs.flatMap((move) => {
        const { to, at } = readOrderStatusChange(move.data());
        return to && at ? [{ status: to, at }] : [];
      });
      const riderName = read.status === 'outForDelivery' && read.riderId ? await riderNameOf(read.riderId) : null;
      const view = stored(trackingViewOf(read, moves, riderName));
      const unchanged = previous.exists && JSON.stringify(previous.data()) === JSON.stringify({ ...previous.data(), ...view });
      if (read.trackingToken && unchanged) return { batch: null, answer: false };
      const batch = db.batch();
      if (!read.trackingToken) batch.update(orderRef, { trackingToken: token }, { lastUpdateTime: order.updateTime! });
      return { batch: unchanged ? batch : guarded(batch, previous, view), answer: true };
    });
  };
}
