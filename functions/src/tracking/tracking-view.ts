import { addDays, shopDay } from '@kasuwa/contract/days';
import type { StoredOrder } from '@kasuwa/contract/records';
import { salesStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import { trackingDaysAfterEnd } from '@kasuwa/contract/tracking';
import type { ShownTracking } from './tracking-page';

/** A step of the order as its customer sees it: a status and when it was reached. */
export interface TrackingStep {
  status: string;
  at: Date;
}

/** A line of the order as its customer sees it: what, which variant ("M, Rouge"), how many, for how much. */
export interface TrackingLine {
  title: string;
  variant: string | null;
  quantity: number;
  /** The line's F CFA: its price times its quantity, as the server priced it. */
  amount: number;
}

/** What `tracking/{token}` holds: the order as its customer may see it, nothing that names or finds them. */
export interface TrackingView {
  number: number | null;
  status: string;
  steps: TrackingStep[];
  /** The order's lines as the server priced them: never a cost, a stock figure or a product id. */
  lines: TrackingLine[];
  /** The zone's delivery fee within `total`, or null for an order without one. */
  deliveryFee: number | null;
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
    lines: order.items.map((line) => ({
      title: line.title ?? '',
      variant: [line.size, line.color].filter(Boolean).join(', ') || null,
      quantity: line.quantity ?? 0,
      amount: (line.price ?? 0) * (line.quantity ?? 0),
    })),
    deliveryFee: order.deliveryFee ?? null,
    total,
    due: order.payment || status === 'cancelled' ? 0 : Math.max(0, total - (order.refunded ?? 0)),
    riderName: status === 'outForDelivery' ? riderName : null,
    // The end of the seventh day after, in Niamey (23:00 UTC is its midnight): the link works all that day.
    expiresAt: ended ? new Date(`${addDays(endedDay, trackingDaysAfterEnd)}T23:00:00Z`) : null,
  };
}

/** The first word of a display name: all the customer learns of their rider. */
export const firstNameOf = (displayName: string | undefined) => displayName?.trim().split(/\s+/)[0] || null;

const dateOf = (value: unknown) =>
  typeof (value as { toDate?: unknown } | null)?.toDate === 'function' ? (value as { toDate(): Date }).toDate() : null;
const wholeOf = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

/**
 * A stored view as the page shows it, read leniently: a step or a line it cannot read is left out, and a
 * view written before views had lines has none.
 */
export function readTrackingView(data: Record<string, unknown>): ShownTracking & { expiresAt: Date | null } {
  const listOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const fieldsOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  return {
    number: typeof data.number === 'number' ? data.number : null,
    status: typeof data.status === 'string' ? data.status : '',
    steps: listOf(data.steps).flatMap((value) => {
      const step = fieldsOf(value);
      const at = dateOf(step.at);
      return typeof step.status === 'string' && at ? [{ status: step.status, at }] : [];
    }),
    lines: listOf(data.lines).flatMap((value) => {
      const line = fieldsOf(value);
      const quantity = wholeOf(line.quantity);
      const amount = wholeOf(line.amount);
      if (typeof line.title !== 'string' || quantity === null || amount === null) return [];
      return [{ title: line.title, variant: typeof line.variant === 'string' ? line.variant : null, quantity, amount }];
    }),
    deliveryFee: wholeOf(data.deliveryFee),
    total: wholeOf(data.total) ?? 0,
    due: typeof data.due === 'number' ? data.due : 0,
    riderName: typeof data.riderName === 'string' ? data.riderName : null,
    expiresAt: dateOf(data.expiresAt),
  };
}
