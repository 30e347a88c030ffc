import { orderTotal } from '@kasuwa/contract/order-total';
import type { OrderItem, OrderLineRequest } from '@kasuwa/contract/schemas';
import { deliveryTo, type Delivery } from './delivery';
import { priceLines, type Catalogue, type PricingRefusal } from './pricing';

export interface PricingDeps {
  readCatalogue(productIds: readonly string[]): Promise<Catalogue>;
  /** The delivery zone's document as stored, or undefined (one read). */
  zoneOf(zoneId: string): Promise<unknown>;
}

export type PricedOrder = { ok: true; items: OrderItem[]; total: number; delivery?: Delivery } | PricingRefusal;

/**
 * An order's lines priced from the catalogue as it is now and, with a zone, its fee from the zone:
 * what placeOrder and a phone order both write. The caller's word is only which products, how many,
 * which variant and which zone.
 */
export async function priceOrder(
  { readCatalogue, zoneOf }: PricingDeps,
  { lines, zoneId }: { lines: readonly OrderLineRequest[]; zoneId?: string | undefined },
): Promise<PricedOrder> {
  const priced = priceLines(lines, await readCatalogue([...new Set(lines.map((line) => line.productId))]));
  if (!priced.ok || !zoneId) return priced;
  const delivery = deliveryTo(zoneId, await zoneOf(zoneId), priced.total);
  if (!delivery.ok) return delivery;
  const { zoneName, deliveryFee } = delivery;
  return {
    ok: true,
    items: priced.items,
    total: orderTotal(priced.items, deliveryFee),
    delivery: { zoneId, zoneName, deliveryFee },
  };
}
