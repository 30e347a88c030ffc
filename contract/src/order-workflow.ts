import type { OrderStatus } from './schemas/order';

/**
 * Where staff may move an order from each status they work on: new → confirmed → out for delivery →
 * delivered; a delivery that fails at the door (with a reason) goes out again or is cancelled; an
 * order is cancelled (with a reason) before delivery, and a confirmed one handed over at the counter
 * is delivered at once. firestore.rules allows exactly these moves, each recorded as a document of the
 * order's `statusChanges` in the same write. Plain constants, no zod.
 */
export const staffMoves: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['outForDelivery', 'delivered', 'cancelled'],
  outForDelivery: ['delivered', 'deliveryFailed'],
  deliveryFailed: ['outForDelivery', 'cancelled'],
};

/** The statuses staff may move an order to from `status` (none once delivered or cancelled). */
export const movesFrom = (status: string | undefined): readonly OrderStatus[] =>
  (status !== undefined && Object.hasOwn(staffMoves, status) && staffMoves[status as OrderStatus]) || [];

/**
 * The statuses whose orders count as sales: not cancelled, rejected or still being priced. They are
 * the orders a payment may be recorded on (firestore.rules says the same) and a delivery sheet lists.
 */
export const salesStatuses = [
  'new',
  'confirmed',
  'outForDelivery',
  'deliveryFailed',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** Whether a stored status, whatever it holds, is one of `statuses` (a status set of the contract). */
export const statusIn = (statuses: readonly OrderStatus[], status: unknown): boolean =>
  (statuses as readonly unknown[]).includes(status);

/** The statuses of an order being delivered: what staff may put in a rider's run (firestore.rules says the same). */
export const runStatuses = ['confirmed', 'outForDelivery', 'deliveryFailed'] as const satisfies readonly OrderStatus[];

/**
 * What a write of an order sets off on the server, in the order they start: the one trigger on orders
 * (functions/src/order-trigger.ts) runs each of these effects, which decides from the change alone.
 * - check: an order an app wrote itself (`pending`) is priced, numbered and holds its units, or is
 *   rejected, or deleted past its shopper's order limits.
 * - holds: an order leaving `new` (confirmed, cancelled, its hold run out) holds its units no more.
 * - stock: a cancellation gives its units back, a delivery consumes them; a paid cancelled order owes
 *   its refund.
 * - sales: placed, paid, delivered, refused, returned or cancelled, it counts in the day's sales and
 *   its customer's record.
 * - cash: a payment recorded or corrected puts its cash in the recorder's hands; a delivery unpaid is
 *   followed for the close.
 * - tracking: each move of a numbered order updates its tracking link's page.
 * - campaign: placed, delivered or cancelled, it counts for the campaign whose code it carries.
 */
export const orderEffectNames = ['check', 'holds', 'stock', 'sales', 'cash', 'tracking', 'campaign'] as const;

export type OrderEffectName = (typeof orderEffectNames)[number];
