// The summary documents as the reports page reads them (sales.ts): what cannot be read counts as nothing.
import type { SalesCount, SalesDay, VariantSales, trendFigures } from './sales-vocabulary';

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

/** A day's totals as a `salesTrends` document keeps them (its `days` map), or zeros. */
export function readTrendDay(days: unknown, day: string): Record<(typeof trendFigures)[number], number> {
  const stored = entriesOf(days).find(([key]) => key === day)?.[1] ?? {};
  return { orders: signed(stored.orders), units: signed(stored.units), amount: signed(stored.amount) };
}
