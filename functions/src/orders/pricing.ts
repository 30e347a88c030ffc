import { orderLimits, productLimits } from '@kasuwa/contract/limits';
import { linesTotal } from '@kasuwa/contract/order-total';
import { readProduct } from '@kasuwa/contract/records';
import { refusalMessage, type RefusalValues } from '@kasuwa/contract/refusals';
import { orderRefusals, type OrderRefusal } from '@kasuwa/contract/refusals/orders';
import type { OrderItem, OrderLineRequest } from '@kasuwa/contract/schemas';

/** The catalogue as pricing sees it: each requested id's document data, or undefined when absent. */
export type Catalogue = ReadonlyMap<string, Record<string, unknown> | undefined>;

export type PricingRefusal = {
  ok: false;
  /** An HttpsError code: what the caller can do about it. */
  code: 'not-found' | 'invalid-argument' | 'failed-precondition';
  /** Why, for the console to say in its language (orderRefusals). */
  refusal: OrderRefusal;
  values?: RefusalValues;
  /** What the caller reads as it is: the Android app shows placeOrder's. */
  message: string;
};

/** A refusal whose message is the table's English. */
export const pricingRefusal = (code: PricingRefusal['code'], refusal: OrderRefusal, values?: RefusalValues): PricingRefusal => ({
  ok: false,
  code,
  refusal,
  ...(values && { values }),
  message: refusalMessage(orderRefusals[refusal], values),
});

/** The details an HttpsError carries for the console: the code and its values. */
export const refusalDetails = ({ refusal, values }: Pick<PricingRefusal, 'refusal' | 'values'>) =>
  values ? { refusal, values } : { refusal };

export type Priced = { ok: true; items: OrderItem[]; total: number } | PricingRefusal;

/** Checks one variant against the product's own list: required when the product has choices. */
function variantRefusal(
  kind: 'size' | 'colour',
  chosen: string | undefined,
  own: string[],
  product: string,
): PricingRefusal | null {
  if (chosen === undefined) return own.length > 0 ? pricingRefusal('invalid-argument', `choose-${kind}`, { product }) : null;
  return own.includes(chosen) ? null : pricingRefusal('invalid-argument', `no-such-${kind}`, { product, choice: chosen });
}

/**
 * Prices the lines from the catalogue in whole XOF: each line takes the product's price and title as
 * stored now; sizes and colours must be among the product's. The first problem refuses the whole order.
 */
export function priceLines(lines: readonly OrderLineRequest[], catalogue: Catalogue): Priced {
  const items: OrderItem[] = [];
  for (const line of lines) {
    const data = catalogue.get(line.productId);
    if (data === undefined) return pricingRefusal('not-found', 'unknown-product', { product: line.productId });
    // Read as the shop reads it: a product saved by hand in the console may lack a field, and then it
    // cannot be ordered rather than crashing the call.
    const product = readProduct(data);
    if (!product.title || product.price === null) {
      return pricingRefusal('failed-precondition', 'not-orderable', { product: line.productId });
    }
    const refusal =
      variantRefusal('size', line.size, product.sizes, line.productId) ??
      variantRefusal('colour', line.color, product.colors, line.productId);
    if (refusal) return refusal;
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
    return pricingRefusal('invalid-argument', 'over-max-total', { max: orderLimits.maxTotal });
  }
  return { ok: true, items, total };
}
