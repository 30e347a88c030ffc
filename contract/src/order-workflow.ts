import type { OrderStatus } from './schemas/order';

/**
 * Where staff may move an order from each status they work on: new → confirmed → delivered, or
 * cancelled (with a reason) before delivery. firestore.rules allows exactly these moves, each recorded
 * as a document of the order's `statusChanges` in the same write. Plain constants, no zod.
 */
export const staffMoves: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
};

/** The statuses staff may move an order to from `status` (none once delivered or cancelled). */
export const movesFrom = (status: string | undefined): readonly OrderStatus[] =>
  (status !== undefined && Object.hasOwn(staffMoves, status) && staffMoves[status as OrderStatus]) || [];

/** The subcollection of an order that records its moves: who, when, from, to and why. */
export const statusChangesCollection = 'statusChanges';

/** The subcollection of an order that records every payment staff recorded: a correction keeps the one before. */
export const paymentChangesCollection = 'paymentChanges';

/** The statuses whose orders count as sales: not cancelled, rejected or still being priced. */
export const salesStatuses = ['new', 'confirmed', 'delivered'] as const satisfies readonly OrderStatus[];
