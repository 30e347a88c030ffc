import { z } from 'zod';
import { orderLimits } from '@kasuwa/contract/limits';
import { documentIdSchema, type OrderItem } from '@kasuwa/contract/schemas';
import { priceLines, type Catalogue } from './pricing';

/** The parts of an app-written order the check compares; anything else about it the rules checked. */
const appOrderSchema = z.object({
  items: z
    .array(
      z.object({
        // Not a document id (a slash, say) cannot even be looked up: the order is rejected, not stuck.
        productId: documentIdSchema,
        price: z.unknown(),
        quantity: z.number().int().min(1).max(orderLimits.maxQuantity),
        size: z.string().optional(),
        color: z.string().optional(),
      }),
    )
    .min(1)
    .max(orderLimits.maxLines),
  total: z.unknown(),
});

/** `new` with the lines as the catalogue writes them (its titles and prices), or `rejected` and why. */
export type AppOrderVerdict = { status: 'new'; items: OrderItem[] } | { status: 'rejected'; reason: string };

/** What the app sent, as a reason quotes it: at most a few characters of it, whatever it sent. */
const quoted = (sent: unknown) => {
  const text = String(sent);
  return text.length > 20 ? `${text.slice(0, 20)}…` : text;
};

/** The ids of the products an app-written order names, to read them before checking it. */
export function productIdsOf(order: unknown): string[] {
  const parsed = appOrderSchema.pick({ items: true }).safeParse(order);
  return parsed.success ? [...new Set(parsed.data.items.map((item) => item.productId))] : [];
}

/**
 * An order an app wrote itself is `new` only if the server would have priced it the same: every
 * product known, every variant the product's own, every price the catalogue's, the total their sum;
 * its lines are then written again as the catalogue has them (a cheap product cannot keep the title
 * "S24 Ultra"). Anything else rejects it, with the first reason found.
 */
export function checkAppOrder(order: unknown, catalogue: Catalogue): AppOrderVerdict {
  const parsed = appOrderSchema.safeParse(order);
  if (!parsed.success) return { status: 'rejected', reason: 'The order lines are not valid.' };
  const priced = priceLines(parsed.data.items, catalogue);
  if (!priced.ok) return { status: 'rejected', reason: priced.message };
  for (const [index, item] of priced.items.entries()) {
    const sent = parsed.data.items[index]?.price;
    if (sent !== item.price) {
      return {
        status: 'rejected',
        reason: `The price of product ${item.productId} is ${item.price} F CFA, not ${quoted(sent)}.`,
      };
    }
  }
  if (parsed.data.total !== priced.total) {
    return { status: 'rejected', reason: `The total is ${priced.total} F CFA, not ${quoted(parsed.data.total)}.` };
  }
  return { status: 'new', items: priced.items };
}
