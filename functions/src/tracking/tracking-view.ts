import { addDays, shopDay } from '@kasuwa/contract/days';
import type { StoredOrder } from '@kasuwa/contract/records';
import { salesStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import { trackingDaysAfterEnd } from '@kasuwa/contract/tracking';

/** A step of the order as its customer sees it: a status and when it was reached. */
export interface TrackingStep {
  status: string;
  at: Date;
}

/** What `tracking/{token}` holds: the order as its customer may see it, nothing that names or finds them. */
export interface TrackingView {
  number: number | null;
  status: string;
  steps: TrackingStep[];
  total: number;
  /** What is left to pay at the door: nothing once a payment is recorded or the order cancelled. */
  due: number;
  /** The rider's first name, while the order is out with them. */
  riderName: string | null;
  /** When the link stops working: some days after the order is delivered or cancelled. */
  expiresAt: Date | null;
}

/** Whether an order has a link to follow it: once priced, cancelled ones too (they say so). */
export const isTrackable = (order: Pick<StoredOrder, 'status'>) =>
  order.status === 'cancelled' || statusIn(salesStatuses, order.status);

/**
 * The view of an order, from the order as it is now and its moves (its history, `statusChanges`, the
 * first first): placed, then each move, so a move no event was fast enough to see is a step all the
 * same; the status the order is in ends the steps even when no move recorded it.
 */
export function trackingViewOf(order: StoredOrder, moves: readonly TrackingStep[], riderName: string | null): TrackingView {
  const status = order.status ?? 'new';
  const placedAt = order.createdAt ?? new Date(0);
  const steps = [{ status: 'new', at: placedAt }, ...moves];
  if (steps.at(-1)?.status !== status) steps.push({ status, at: order.statusChangedAt ?? placedAt });
  const ended = status === 'delivered' || status === 'cancelled';
  const endedDay = shopDay(order.statusChangedAt ?? placedAt);
  const total = order.total ?? 0;
  return {
    number: order.number ?? null,
    status,
    steps,
    total,
    due: order.payment || status === 'cancelled' ? 0 : Math.max(0, total - (order.refunded ?? 0)),
    riderName: status === 'outForDelivery' ? riderName : null,
    // The end of the seventh day after, in Niamey (23:00 UTC is its midnight): the link works all that day.
    expiresAt: ended ? new Date(`${addDays(endedDay, trackingDaysAfterEnd)}T23:00:00Z`) : null,
  };
}

/** The first word of a display name: all the customer learns of their rider. */
export const firstNameOf = (displayName: string | undefined) => displayName?.trim().split(/\s+/)[0] || null;
