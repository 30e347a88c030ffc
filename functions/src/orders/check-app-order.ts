import { z } from 'zod';
import { orderLimits, productLimits } from '@kasuwa/contract/limits';
import { documentIdSchema, type OrderItem } from '@kasuwa/contract/schemas';
import { deliveryTo, type Delivery } from './delivery';
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

/**
 * `new` with the lines as the catalogue writes them (its titles and prices), or `rejected`, why, and
 * what is kept of the lines: either way the stored lines are then ones the contract bounds.
 */
export type AppOrderVerdict =
  { status: 'new'; items: OrderItem[]; delivery?: Delivery } | { status: 'rejected'; reason: string; items: OrderItem[] };

/** What the app sent, as a reason quotes it: at most a few characters of it, whatever it sent. */
const quoted = (sent: unknown) => {
  const text = String(sent);
  return text.length > 20 ? `${text.slice(0, 20)}…` : text;
};

const cut = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
const wholeIn = (value: unknown, min: number, max: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? Math.min(Math.max(value, min), max) : min;

/**
 * What a rejected order keeps of the lines an app sent, for staff and the shopper to see: each field
 * cut to the contract's size and type, unknown keys dropped. Rules cannot check every line of a list
 * (docs/adr/0058-order-lines.md), so a line padded to a megabyte is stored until this replaces it.
 */
export function keptLines(items: unknown): OrderItem[] {
  if (!Array.isArray(items)) return [];
  return items.slice(0, orderLimits.maxLines).map((sent: unknown) => {
    const line = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>) : {};
    const productId = cut(line.productId, 128);
    const size = cut(line.size, productLimits.labelLength);
    const color = cut(line.color, productLimits.labelLength);
    return {
      productId: productId !== undefined && !productId.includes('/') ? productId : '?',
      title: cut(line.title, productLimits.titleLength) ?? '?',
      price: wholeIn(line.price, 0, orderLimits.maxTotal),
      quantity: wholeIn(line.quantity, 1, orderLimits.maxQuantity),
      ...(size !== undefined && { size }),
      ...(color !== undefined && { color }),
    };
  });
}

/** The ids of the products an app-written order names, to read them before checking it. */
export function productIdsOf(order: unknown): string[] {
  const parsed = appOrderSchema.pick({ items: true }).safeParse(order);
  return parsed.success ? [...new Set(parsed.data.items.map((item) => item.productId))] : [];
}

/**
 * An order an app wrote itself is `new` only if the server would have priced it the same: every
 * product known, every variant the product's own, every price the catalogue's, the total their sum;
 * its lines are then written again as the catalogue has them (a cheap product cannot keep the title
 * "S24 Ultra"). An order that names a zone (`zone`, as stored: undefined when there is none) is checked
 * as placeOrder checks it: the zone open, the order at its minimum, its fee in the total. Anything else
 * rejects it, with the first reason found.
 */
export function checkAppOrder(order: unknown, catalogue: Catalogue, zone?: { zoneId: string; stored: unknown }): AppOrderVerdict {
  const reject = (reason: string): AppOrderVerdict => ({
    status: 'rejected',
    reason,
    items: keptLines((order as { items?: unknown } | undefined)?.items),
  });
  const parsed = appOrderSchema.safeParse(order);
  if (!parsed.success) return reject('The order lines are not valid.');
  const priced = priceLines(parsed.data.items, catalogue);
  if (!priced.ok) return reject(priced.message);
  for (const [index, item] of priced.items.entries()) {
    const sent = parsed.data.items[index]?.price;
    if (sent !== item.price) return reject(`The price of product ${item.productId} is ${item.price} F CFA, not ${quoted(sent)}.`);
  }
  const delivery = zone ? deliveryTo(zone.zoneId, zone.stored, priced.total) : undefined;
  if (delivery && !delivery.ok) return reject(delivery.message);
  const total = priced.total + (delivery?.deliveryFee ?? 0);
  if (parsed.data.total !== total) return reject(`The total is ${total} F CFA, not ${quoted(parsed.data.total)}.`);
  if (!delivery) return { status: 'new', items: priced.items };
  const { zoneId, zoneName, deliveryFee } = delivery;
  return { status: 'new', items: priced.items, delivery: { zoneId, zoneName, deliveryFee } };
}
