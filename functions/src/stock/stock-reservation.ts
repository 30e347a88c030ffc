import { logger } from '../operations/request-log';
import { soldOut, stockIdOf, stockSchema, type SoldOut } from '@kasuwa/contract/stock';
import type { Variant } from '@kasuwa/contract/variants';
import type { OrderItem } from '@kasuwa/contract/schemas';

/** What an order asks of one variant: its lines summed (two lines of the same variant are one demand). */
export interface Demand extends Variant {
  stockId: string;
  title: string;
  quantity: number;
}

export function demandsOf(items: readonly OrderItem[]): Demand[] {
  const byId = new Map<string, Demand>();
  for (const item of items) {
    const variant: Variant = {
      productId: item.productId,
      ...(item.size !== undefined && { size: item.size }),
      ...(item.color !== undefined && { color: item.color }),
    };
    const stockId = stockIdOf(variant);
    const known = byId.get(stockId);
    if (known) known.quantity += item.quantity;
    else byId.set(stockId, { ...variant, stockId, title: item.title, quantity: item.quantity });
  }
  return [...byId.values()];
}

export type Reservation =
  | { ok: true; taken: { stockId: string; productId: string; quantity: number; available: number }[] }
  | { ok: false; soldOut: SoldOut };

/**
 * Whether the stock as read can give every demand, and what each tracked variant has left after it.
 * A variant without a stock document is not counted; one whose document cannot be read is logged and
 * not counted either, rather than stopping every sale of the product.
 */
export function reserve(demands: readonly Demand[], stockData: ReadonlyMap<string, unknown>): Reservation {
  const taken: Extract<Reservation, { ok: true }>['taken'] = [];
  for (const demand of demands) {
    const data = stockData.get(demand.stockId);
    if (data === undefined) continue;
    const stock = stockSchema.safeParse(data);
    if (!stock.success) {
      logger.error('A stock document cannot be read: the variant sells without a count', { stockId: demand.stockId });
      continue;
    }
    const { available } = stock.data;
    if (available < demand.quantity) return { ok: false, soldOut: soldOut(demand.title, demand, available) };
    taken.push({
      stockId: demand.stockId,
      productId: demand.productId,
      quantity: demand.quantity,
      available: available - demand.quantity,
    });
  }
  return { ok: true, taken };
}
