import { shopDay, shopHour } from './days';
import { salesStatuses, statusIn } from './order-workflow';
import { stockIdOf } from './stock';

/**
 * The shop's sales, one summary per Niamey day (`salesDays/{day}`), kept by functions: what the reports
 * page reads instead of orders. Plain functions, no zod: the reports page and the seed import them.
 *
 * An order counts once it is priced, on the day it was placed, at the prices of its lines: units and
 * F CFA per variant (kept per month apart, `salesVariantMonths`: a day's document stays small however
 * large the catalogue), its zone, how it came in, who took it (a phone order) and who delivered it, how it
 * was paid (or not yet), and the hour it was placed. A cancellation takes the same back on the day it
 * happens (the hours of the day keep what was placed); a refund takes back its units and F CFA on the
 * day it is paid, by its method. An order's part is a function of the order as it is now: a payment
 * recorded later moves its amount from "unpaid" to the method on its day.
 */

/** How an order reached the shop: the app, a phone call, or a WhatsApp message (the cart's or any). */
export const salesChannels = ['app', 'phone', 'whatsapp'] as const;
export type SalesChannel = (typeof salesChannels)[number];

/** The channels staff take an order by in the console (placePhoneOrder). */
export const staffChannels = ['phone', 'whatsapp'] as const satisfies readonly SalesChannel[];
export type StaffChannel = (typeof staffChannels)[number];

/** How a sale was paid: a payment method, or not yet. */
export const salesPayments = ['cash', 'mobile-money', 'unpaid'] as const;
export type SalesPayment = (typeof salesPayments)[number];

/** A count of orders (or refunds) and their F CFA. */
export interface SalesCount {
  orders: number;
  amount: number;
}

export interface VariantSales {
  /** The month, 'YYYY-MM'. */
  month: string;
  productId: string;
  title: string;
  size?: string;
  color?: string;
  units: number;
  amount: number;
}

/**
 * A `salesDays` document: one Niamey day's sales. Every figure but `placed`, `cancelled`, `refunded`
 * and `hours` is net. Each breakdown is as long as the shop has zones, channels, methods, staff and
 * hours: a few kilobytes whatever the day sold.
 */
export interface SalesDay {
  day: string;
  orders: number;
  units: number;
  amount: number;
  /** The delivery fees within `amount`. */
  deliveryFees: number;
  placed: SalesCount;
  cancelled: SalesCount;
  /** Refunds paid that day: how many and how much. */
  refunded: SalesCount;
  /** By zone id ('none' for an order without a zone), with the zone's name when sold. */
  zones: Record<string, SalesCount & { name: string }>;
  channels: Record<string, SalesCount>;
  payments: Record<string, SalesCount>;
  /** By the uid of the staff member who took a phone or WhatsApp order. */
  takenBy: Record<string, SalesCount>;
  /** By the uid of who delivered it: its rider, or whoever handed it over at the counter. */
  deliveredBy: Record<string, SalesCount>;
  /** Orders placed, by Niamey hour '00' to '23'. */
  hours: Record<string, SalesCount>;
  /** The sign-in email of each staff member in `takenBy` and `deliveredBy`, as their profile said it. */
  staffEmails: Record<string, string>;
}

/** The staff members a part names (who took or delivered an order): their emails go with the figures. */
export function staffOf(part: SalesPart): string[] {
  const uids = Object.keys(part.counts).flatMap((key) => {
    const { path } = salesKeyParts(key);
    return path[0] === 'takenBy' || path[0] === 'deliveredBy' ? [path[1]!] : [];
  });
  return [...new Set(uids)];
}

/**
 * What one order or one refund adds to the summaries: numbers by day and path (['variants', key,
 * 'units']), and the labels that go with them (a variant's title, a zone's name). Keys are
 * `salesKey(day, path)`.
 */
export interface SalesPart {
  counts: Record<string, number>;
  labels: Record<string, string>;
}

/** The key of a figure of a day: JSON, so no id or name can run into the next part. */
export const salesKey = (day: string, path: readonly string[]) => JSON.stringify([day, ...path]);

/** The day and the path of a key. */
export function salesKeyParts(key: string): { day: string; path: string[] } {
  const [day, ...path] = JSON.parse(key) as string[];
  return { day: day ?? '', path };
}

/** An order as its sales part needs it: readOrder's reading of a stored order. */
export interface SalesOrder {
  status?: string | undefined;
  items: readonly {
    productId?: string | undefined;
    title?: string | undefined;
    size?: string | undefined;
    color?: string | undefined;
    price?: number | undefined;
    quantity?: number | undefined;
  }[];
  total?: number | undefined;
  deliveryFee?: number | undefined;
  zoneId?: string | undefined;
  zoneName?: string | undefined;
  channel?: string | undefined;
  takenBy?: string | undefined;
  riderId?: string | undefined;
  statusChangedBy?: string | undefined;
  payment?: string | undefined;
  createdAt?: Date | undefined;
  statusChangedAt?: Date | undefined;
}

/** How an order came in: as staff said (placePhoneOrder's channel), else taken by staff on the phone, else the app. */
export function channelOf(order: Pick<SalesOrder, 'channel' | 'takenBy'>): SalesChannel {
  if ((salesChannels as readonly unknown[]).includes(order.channel)) return order.channel as SalesChannel;
  return order.takenBy ? 'phone' : 'app';
}

const paymentOf = (payment: unknown): SalesPayment => (payment === 'cash' || payment === 'mobile-money' ? payment : 'unpaid');

/** A stored count or amount as a whole number of at least 0 (anything else counts as 0). */
export const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

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

const isVariantFigure = (path: readonly string[]) => path[0] === 'variants';

/**
 * A part's figures as nested objects, one per first part of their keys (a day, a customer), each
 * number built by `make`, with the labels, keeping only the figures whose path `keeps`.
 */
export function nestedFigures<Value>(
  part: SalesPart,
  make: (value: number) => Value,
  keeps: (path: readonly string[]) => boolean = () => true,
): Map<string, Record<string, unknown>> {
  const entries = new Map<string, Record<string, unknown>>();
  const put = (key: string, value: unknown) => {
    const { day: first, path } = salesKeyParts(key);
    if (!keeps(path)) return;
    let node = entries.get(first) ?? {};
    entries.set(first, node);
    for (const name of path.slice(0, -1)) {
      const next = (node[name] as Record<string, unknown> | undefined) ?? {};
      node[name] = next;
      node = next;
    }
    node[path[path.length - 1]!] = value;
  };
  for (const [key, value] of Object.entries(part.counts)) put(key, make(value));
  for (const [key, label] of Object.entries(part.labels)) put(key, label);
  return entries;
}

/** The days a part touches, each with its figures as a nested object (`make` builds each number), variants apart. */
export function salesByDay<Value>(part: SalesPart, make: (value: number) => Value): Map<string, Record<string, unknown>> {
  const days = nestedFigures(part, make, (path) => !isVariantFigure(path));
  return new Map([...days].map(([day, figures]) => [day, { day, ...figures }]));
}

/** A variant's document of a month: the month and the variant's stock id (whose parts are escaped: no "/"). */
export const variantMonthId = (month: string, variant: string) => `${month}_${variant}`;

/**
 * The variants' documents of a month a part touches (`salesVariantMonths`), by id: the month, the
 * variant's labels, and its units and F CFA (`make` builds each number). Best sellers are a query on them.
 */
export function variantMonthsOf<Value>(part: SalesPart, make: (value: number) => Value): Map<string, Record<string, unknown>> {
  const months = new Map<string, Record<string, unknown>>();
  const entry = (key: string) => {
    const { day, path } = salesKeyParts(key);
    if (!isVariantFigure(path) || path.length !== 3) return null;
    const id = variantMonthId(day.slice(0, 7), path[1]!);
    const fields = months.get(id) ?? { month: day.slice(0, 7) };
    months.set(id, fields);
    return { fields, name: path[2]! };
  };
  // A month's figure sums its days' before it is made (an increment is made once).
  const sums = new Map<Record<string, unknown>, Record<string, number>>();
  for (const [key, value] of Object.entries(part.counts)) {
    const found = entry(key);
    if (!found) continue;
    const figures = sums.get(found.fields) ?? {};
    figures[found.name] = (figures[found.name] ?? 0) + value;
    sums.set(found.fields, figures);
  }
  for (const [fields, figures] of sums) {
    for (const [name, value] of Object.entries(figures)) fields[name] = make(value);
  }
  for (const [key, label] of Object.entries(part.labels)) {
    const found = entry(key);
    if (found) found.fields[found.name] = label;
  }
  return months;
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

/**
 * The year documents (`salesTrends/{year}`) a day's totals go to: its own year's, and the next year's
 * for a day from October on, so that the 62 days of a report of the longest period and the period
 * before it, ending in any year, are all in that year's document: the page reads one.
 */
export function trendYearsOf(day: string): string[] {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 10 ? [String(year), String(year + 1)] : [String(year)];
}

/** The totals a trend keeps of each day. */
export const trendFigures = ['orders', 'units', 'amount'] as const;

/** The trend documents a part touches: by year, each day's totals (`make` builds each number). */
export function trendsOf<Value>(
  part: SalesPart,
  make: (value: number) => Value,
): Map<string, Record<string, Record<string, Value>>> {
  const trends = new Map<string, Record<string, Record<string, Value>>>();
  for (const [key, value] of Object.entries(part.counts)) {
    const { day, path } = salesKeyParts(key);
    const figure = path[0]!;
    if (path.length !== 1 || !(trendFigures as readonly string[]).includes(figure)) continue;
    for (const year of trendYearsOf(day)) {
      const days = trends.get(year) ?? {};
      days[day] = { ...days[day], [figure]: make(value) };
      trends.set(year, days);
    }
  }
  return trends;
}

/** The fields of an order its sales part is made of: what salesCounted keeps of it. */
export const salesOrderFields = [
  'status',
  'items',
  'total',
  'deliveryFee',
  'zoneId',
  'zoneName',
  'channel',
  'takenBy',
  'riderId',
  'statusChangedBy',
  'payment',
  'createdAt',
  'statusChangedAt',
] as const satisfies readonly (keyof SalesOrder)[];

/** The longest period the reports page shows a day at a time. */
export const maxReportDays = 31;

const signed = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);
const entriesOf = (value: unknown): [string, Record<string, unknown>][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null,
      )
    : [];
const countOf = (value: unknown): SalesCount => {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { orders: signed(stored.orders), amount: signed(stored.amount) };
};
const countsOf = (value: unknown) => Object.fromEntries(entriesOf(value).map(([key, count]) => [key, countOf(count)]));
const label = (value: unknown) => (typeof value === 'string' ? value : '');

/** A `salesDays` document as the reports page reads it: what cannot be read counts as nothing. */
export function readSalesDay(day: string, data: unknown): SalesDay {
  const stored = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return {
    day,
    orders: signed(stored.orders),
    units: signed(stored.units),
    amount: signed(stored.amount),
    deliveryFees: signed(stored.deliveryFees),
    placed: countOf(stored.placed),
    cancelled: countOf(stored.cancelled),
    refunded: countOf(stored.refunded),
    zones: Object.fromEntries(entriesOf(stored.zones).map(([key, zone]) => [key, { ...countOf(zone), name: label(zone.name) }])),
    channels: countsOf(stored.channels),
    payments: countsOf(stored.payments),
    takenBy: countsOf(stored.takenBy),
    deliveredBy: countsOf(stored.deliveredBy),
    hours: countsOf(stored.hours),
    staffEmails: Object.fromEntries(
      Object.entries(typeof stored.staffEmails === 'object' && stored.staffEmails !== null ? stored.staffEmails : {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}

/** A `salesVariantMonths` document as the reports page reads it. */
export function readVariantMonth(data: unknown): VariantSales {
  const stored = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return {
    month: label(stored.month),
    productId: label(stored.productId),
    title: label(stored.title),
    ...(label(stored.size) && { size: label(stored.size) }),
    ...(label(stored.color) && { color: label(stored.color) }),
    units: signed(stored.units),
    amount: signed(stored.amount),
  };
}

/** The most variants the best sellers list. */
export const bestSellerCount = 10;

/** A day's totals as a `salesTrends` document keeps them (its `days` map), or zeros. */
export function readTrendDay(days: unknown, day: string): Record<(typeof trendFigures)[number], number> {
  const stored = entriesOf(days).find(([key]) => key === day)?.[1] ?? {};
  return { orders: signed(stored.orders), units: signed(stored.units), amount: signed(stored.amount) };
}
