// The summaries' algebra (sales.ts): what an order or a refund adds, the change from one part to another, a sum of parts.
import { shopDay, shopHour } from './days';
import { salesStatuses, statusIn } from './order-workflow';
import { stockIdOf } from './stock';
import {
  channelOf,
  salesKey,
  salesKeyParts,
  whole,
  type SalesOrder,
  type SalesPart,
  type SalesPayment,
} from './sales-vocabulary';

const paymentOf = (payment: unknown): SalesPayment => (payment === 'cash' || payment === 'mobile-money' ? payment : 'unpaid');

/** Builds a part figure by figure: what an order adds to the sales summaries, or to its customer's record. */
export function partBuilder() {
  const part: SalesPart = { counts: {}, labels: {} };
  return {
    part,
    add(day: string, path: readonly string[], value: number) {
      if (value === 0) return;
      const key = salesKey(day, path);
      part.counts[key] = (part.counts[key] ?? 0) + value;
    },
    label(day: string, path: readonly string[], value: string | undefined) {
      if (value) part.labels[salesKey(day, path)] = value;
    },
  };
}

type Builder = ReturnType<typeof partBuilder>;

function addLines(to: Builder, day: string, sign: number, lines: SalesOrder['items']) {
  for (const line of lines) {
    if (!line.productId) continue;
    const key = stockIdOf({ productId: line.productId, size: line.size, color: line.color });
    const units = whole(line.quantity);
    to.add(day, ['variants', key, 'units'], sign * units);
    to.add(day, ['variants', key, 'amount'], sign * units * whole(line.price));
    to.label(day, ['variants', key, 'productId'], line.productId);
    to.label(day, ['variants', key, 'title'], line.title);
    to.label(day, ['variants', key, 'size'], line.size);
    to.label(day, ['variants', key, 'color'], line.color);
  }
}

const unitsOf = (lines: SalesOrder['items']) => lines.reduce((sum, line) => sum + whole(line.quantity), 0);

/** The order counted (sign 1) or taken back (-1) on a day, in every breakdown but the hours. */
function addOrder(to: Builder, day: string, sign: number, order: SalesOrder, bucket: 'placed' | 'cancelled') {
  const total = whole(order.total);
  const count = (path: readonly string[]) => {
    to.add(day, [...path, 'orders'], sign);
    to.add(day, [...path, 'amount'], sign * total);
  };
  to.add(day, ['orders'], sign);
  to.add(day, ['units'], sign * unitsOf(order.items));
  to.add(day, ['amount'], sign * total);
  to.add(day, ['deliveryFees'], sign * whole(order.deliveryFee));
  to.add(day, [bucket, 'orders'], 1);
  to.add(day, [bucket, 'amount'], total);
  addLines(to, day, sign, order.items);
  const zone = order.zoneId || 'none';
  count(['zones', zone]);
  to.label(day, ['zones', zone, 'name'], order.zoneName);
  count(['channels', channelOf(order)]);
  count(['payments', paymentOf(order.payment)]);
  if (order.takenBy) count(['takenBy', order.takenBy]);
  const deliverer = order.status === 'delivered' ? order.riderId || order.statusChangedBy : undefined;
  if (deliverer) count(['deliveredBy', deliverer]);
}

/**
 * An order's part in the summaries, as it is now: nothing until it is priced (or once rejected); placed
 * on its day; and, once cancelled, taken back on the day of the cancellation.
 */
export function orderSalesPart(order: SalesOrder): SalesPart {
  const to = partBuilder();
  const cancelled = order.status === 'cancelled';
  if (!order.createdAt || !(cancelled || statusIn(salesStatuses, order.status))) return to.part;
  const placedDay = shopDay(order.createdAt);
  addOrder(to, placedDay, 1, order, 'placed');
  const hour = shopHour(order.createdAt);
  to.add(placedDay, ['hours', hour, 'orders'], 1);
  to.add(placedDay, ['hours', hour, 'amount'], whole(order.total));
  if (cancelled) addOrder(to, shopDay(order.statusChangedAt ?? order.createdAt), -1, order, 'cancelled');
  return to.part;
}

/** A refund as its sales part needs it: the lines that came back (their place in the order) and the refund. */
export interface SalesRefund {
  lines: readonly { line: number; quantity: number }[];
  amount: number;
  method?: string | undefined;
  at: Date;
  /** The refund of a cancelled order: its cancellation took its sale back already. */
  ofCancelled?: boolean;
}

/**
 * A refund's part: on the day it was paid, its units and their value per variant, and its F CFA off
 * the day's sales, the order's zone and channel, and the method it was paid back by. A cancelled
 * order's refund counts as a refund only: the cancellation took back the rest already.
 */
export function refundSalesPart(order: SalesOrder, refund: SalesRefund): SalesPart {
  const to = partBuilder();
  const day = shopDay(refund.at);
  const amount = whole(refund.amount);
  to.add(day, ['refunded', 'orders'], 1);
  to.add(day, ['refunded', 'amount'], amount);
  if (refund.ofCancelled) return to.part;
  const lines = refund.lines.flatMap(({ line, quantity }) => {
    const item = order.items[line];
    return item ? [{ ...item, quantity }] : [];
  });
  to.add(day, ['units'], -unitsOf(lines));
  to.add(day, ['amount'], -amount);
  addLines(to, day, -1, lines);
  const zone = order.zoneId || 'none';
  to.add(day, ['zones', zone, 'amount'], -amount);
  to.label(day, ['zones', zone, 'name'], order.zoneName);
  to.add(day, ['channels', channelOf(order), 'amount'], -amount);
  to.add(day, ['payments', paymentOf(refund.method), 'amount'], -amount);
  return to.part;
}

/**
 * What must change in the summaries for a part counted as `counted` to count as `target`: the
 * difference of each figure (none for an unchanged one), and the target's labels for the figures that
 * change. Applying it twice is the caller's to prevent: it stores the target as counted, atomically.
 */
export function salesChange(counted: SalesPart['counts'], target: SalesPart): SalesPart {
  const change: SalesPart = { counts: {}, labels: {} };
  for (const key of new Set([...Object.keys(counted), ...Object.keys(target.counts)])) {
    const difference = (target.counts[key] ?? 0) - (counted[key] ?? 0);
    if (difference !== 0) change.counts[key] = difference;
  }
  // A figure's entry: its key without the figure's own name (a variant, a zone), which its labels share.
  const entryOf = (key: string) => {
    const { day, path } = salesKeyParts(key);
    return salesKey(day, path.slice(0, -1));
  };
  const changedEntries = new Set(Object.keys(change.counts).map(entryOf));
  for (const [key, label] of Object.entries(target.labels)) {
    if (changedEntries.has(entryOf(key))) change.labels[key] = label;
  }
  return change;
}

/** The parts summed into one (the seed's summaries, a test's recount). */
export function sumSales(parts: Iterable<SalesPart>): SalesPart {
  const sum: SalesPart = { counts: {}, labels: {} };
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.counts)) sum.counts[key] = (sum.counts[key] ?? 0) + value;
    Object.assign(sum.labels, part.labels);
  }
  return sum;
}
