import type { StockMovementReason } from '@kasuwa/contract/stock';

/** One movement per order, reason and variant: its id says which, so a trigger run twice moves stock once. */
export const movementId = (orderId: string, reason: StockMovementReason, stockId: string) => `${orderId}:${reason}:${stockId}`;
