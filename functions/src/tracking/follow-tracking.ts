import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readOrder, readOrderStatusChange } from '@kasuwa/contract/records';
import { guarded, untilCommitted } from '../optimistic-write';
import { isTrackable, trackingViewOf, type TrackingView } from './tracking-view';

/** The most moves a view lists: far more than an order makes (a failed delivery or two, then delivered). */
const maxMoves = 30;

/** The fields of an order its view is made of: a change of any other leaves the view as it is. */
/** (`trackingToken` too: a link given to an order stored before links, as a migration would, makes its view.) */
const viewFields = [
  'status',
  'statusChangeId',
  'statusChangedAt',
  'payment',
  'refunded',
  'riderId',
  'total',
  'items',
  'deliveryFee',
  'number',
  'trackingToken',
] as const;

/** Whether an order's change may change its view: an order with a link, whose view's fields changed. */
export function concernsTracking(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!after?.trackingToken || !isTrackable(readOrder(after))) return false;
  return viewFields.some((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

const stored = (view: TrackingView) => ({
  ...view,
  steps: view.steps.map((step) => ({ status: step.status, at: Timestamp.fromDate(step.at) })),
  expiresAt: view.expiresAt ? Timestamp.fromDate(view.expiresAt) : null,
});

/**
 * Keeps an order's public view, written only when it differs, and guarded: if another run wrote the
 * view since this one read it, this one reads again, so the view ends as the order is. Only an order
 * with a link has a view: the server gives the link when it writes the order priced, and never writes
 * the order again for it (an order stored before links has none). The rider's first name
 * (`riderNameOf`, from Auth) is looked up for the order's rider. Answers whether the view was written.
 */
export function followTrackingIn(db: Firestore, riderNameOf: (riderId: string) => Promise<string | null>) {
  return (orderId: string): Promise<boolean> => {
    const orderRef = db.collection(collections.orders).doc(orderId);
    return untilCommitted(async () => {
      const read = readOrder((await orderRef.get()).data());
      const token = read.trackingToken;
      if (!token || !isTrackable(read)) return { batch: null, answer: false };
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
      if (unchanged) return { batch: null, answer: false };
      return { batch: guarded(db.batch(), previous, view), answer: true };
    });
  };
}
