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
