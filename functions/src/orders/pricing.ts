import { orderLimits, productLimits } from '@kasuwa/contract/limits';
import { linesTotal } from '@kasuwa/contract/order-total';
import { readProduct } from '@kasuwa/contract/records';
import type { OrderItem, OrderLineRequest } from '@kasuwa/contract/schemas';

/** The catalogue as pricing sees it: each requested id's document data, or undefined when absent. */
export type Catalogue = ReadonlyMap<string, Record<string, unknown> | undefined>;

export type PricingRefusal = {
  ok: false;
  /** An HttpsError code: what the caller can do about it. */
  code: 'not-found' | 'invalid-argument' | 'failed-precondition';
  message: string;
};

export type Priced = { ok: true; items: OrderItem[]; total: number } | PricingRefusal;

/** Checks one variant against the product's own list: required when the product has choices. */
function variantRefusal(kind: 'size' | 'colour', chosen: string | undefined, own: string[], productId: string): string | null {
  if (chosen === undefined) return own.length > 0 ? `Choose a ${kind} for product ${productId}.` : null;
  return own.includes(chosen) ? null : `Product ${productId} has no ${kind} "${chosen}".`;
}

/**
 * Prices the lines from the catalogue in whole XOF: each line takes the product's price and title as
 * stored now; sizes and colours must be among the product's. The first problem refuses the whole order.
 */
export function priceLines(lines: readonly OrderLineRequest[], catalogue: Catalogue): Priced {
  const items: OrderItem[] = [];
  for (const line of lines) {
    const data = catalogue.get(line.productId);
    if (data === undefined) return { ok: false, code: 'not-found', message: `Unknown product: ${line.productId}.` };
    // Read as the shop reads it: a product saved by hand in the console may lack a field, and then it
    // cannot be ordered rather than crashing the call.
    const product = readProduct(data);
    if (!product.title || product.price === null) {
      return { ok: false, code: 'failed-precondition', message: `Product ${line.productId} cannot be ordered now.` };
    }
    const refusal =
      variantRefusal('size', line.size, product.sizes, line.productId) ??
      variantRefusal('colour', line.color, product.colors, line.productId);
    if (refusal) return { ok: false, code: 'invalid-argument', message: refusal };
    items.push({
      productId: line.productId,
      title: product.title.slice(0, productLimits.titleLength),
      price: product.price,
      quantity: line.quantity,
      ...(line.size !== undefined && { size: line.size }),
      ...(line.color !== undefined && { color: line.color }),
    });
  }
  const total = linesTotal(items);
  if (total > orderLimits.maxTotal) {
    return { ok: false, code: 'invalid-argument', message: `The total is over ${orderLimits.maxTotal} F CFA: split the order.` };
  }
  return { ok: true, items, total };
}
