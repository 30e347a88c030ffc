import type { OrderHolds } from '@kasuwa/contract/order-holds';
import type { OrderItem } from '@kasuwa/contract/schemas';
import { demandsOf } from '../stock/stock-reservation';

/**
 * Whether one customer's unconfirmed orders (`held`, as stored) together with a new order's lines
 * would hold more than the shop allows: more units of one variant than `perVariant`, or more units
 * in all than `inAll`. Lines that cannot be read count for what they say; a malformed line counts 0.
 */
export function holdsTooMuch(held: readonly unknown[], lines: readonly OrderItem[], { perVariant, inAll }: OrderHolds): boolean {
  const heldLines = held.flatMap((order) => {
    const items = (order as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items.filter(isCountedLine) : [];
  });
  const demands = demandsOf([...heldLines, ...lines]);
  const total = demands.reduce((sum, demand) => sum + demand.quantity, 0);
  return total > inAll || demands.some((demand) => demand.quantity > perVariant);
}

function isCountedLine(line: unknown): line is OrderItem {
  const { productId, quantity } = (line ?? {}) as Partial<OrderItem>;
  return typeof productId === 'string' && typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0;
}
