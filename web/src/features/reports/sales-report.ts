import { addDays, daysBetween, isCalendarDay } from '@kasuwa/contract/days';
import {
  maxReportDays,
  readSalesDay,
  readTrendDay,
  salesPayments,
  salesChannels,
  type SalesCount,
  type SalesDay,
} from '@kasuwa/contract/sales';

/** The days a report covers, first and last included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The periods offered in one tap: the last 7 and the last 30 days, today included. */
export const presetLengths = [7, 30] as const;

/**
 * The period the address asks for (?from=&to=, at most 31 days, none after today), or the last 30
 * days: an address typed wrong shows the default rather than nothing.
 */
export function periodOf(search: URLSearchParams, today: string): ReportPeriod {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const valid = isCalendarDay(from) && isCalendarDay(to) && from <= to && to <= today && daysBetween(from, to) < maxReportDays;
  return valid ? { from, to } : { from: addDays(today, -29), to: today };
}

/** How many days a period has. */
export const lengthOf = ({ from, to }: ReportPeriod) => daysBetween(from, to) + 1;

/** The same number of days just before. */
export const previousOf = (period: ReportPeriod): ReportPeriod => ({
  from: addDays(period.from, -lengthOf(period)),
  to: addDays(period.from, -1),
});

/** The calendar months a period touches, 'YYYY-MM', oldest first. */
export const monthsOf = ({ from, to }: ReportPeriod) => [...new Set([from.slice(0, 7), to.slice(0, 7)])];

/** Every day of a period, oldest first. */
export function daysOf({ from, to }: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface DaySales {
  day: string;
  orders: number;
  units: number;
  amount: number;
}

export interface KeyedCount extends SalesCount {
  key: string;
}

export interface StaffSales {
  uid: string;
  email: string;
  took: SalesCount;
  delivered: SalesCount;
}

/** What the reports page shows of a period, summed from its days' summaries. */
export interface SalesReport {
  period: ReportPeriod;
  days: DaySales[];
  /** The day before the period's first, and so on: the previous period's days, in the same order. */
  previousDays: DaySales[];
  totals: DaySales & { deliveryFees: number; placed: SalesCount; cancelled: SalesCount; refunded: SalesCount };
  previousTotals: Omit<DaySales, 'day'>;
  zones: (KeyedCount & { name: string })[];
  payments: KeyedCount[];
  channels: KeyedCount[];
  staff: StaffSales[];
  /** Orders placed by hour of the day, '00' to '23'. */
  hours: KeyedCount[];
  /** Whether any order counted in the period: else the page says there were no sales. */
  empty: boolean;
}

const zero = (): SalesCount => ({ orders: 0, amount: 0 });
const add = (to: SalesCount, count: SalesCount) => {
  to.orders += count.orders;
  to.amount += count.amount;
};

function summed<Entry extends SalesCount>(days: readonly SalesDay[], of: (day: SalesDay) => Record<string, Entry>) {
  const sums = new Map<string, Entry>();
  for (const day of days) {
    for (const [key, entry] of Object.entries(of(day))) {
      const sum = sums.get(key);
      if (sum) add(sum, entry);
      else sums.set(key, { ...entry });
    }
  }
  return sums;
}

const byAmount = <Entry extends { amount: number }>(a: Entry, b: Entry) => b.amount - a.amount;

/**
 * A period's report from the summaries read (`stored`: each day's document by id; a day without one
 * sold nothing) and the trend's days (the previous period's totals).
 */
export function salesReport(period: ReportPeriod, stored: ReadonlyMap<string, unknown>, trendDays: unknown): SalesReport {
  const days = daysOf(period).map((day) => readSalesDay(day, stored.get(day)));
  const previousDays = daysOf(previousOf(period)).map((day) => ({ day, ...readTrendDay(trendDays, day) }));
  const totals = {
    day: period.from,
    orders: 0,
    units: 0,
    amount: 0,
    deliveryFees: 0,
    placed: zero(),
    cancelled: zero(),
    refunded: zero(),
  };
  for (const day of days) {
    totals.orders += day.orders;
    totals.units += day.units;
    totals.amount += day.amount;
    totals.deliveryFees += day.deliveryFees;
    add(totals.placed, day.placed);
    add(totals.cancelled, day.cancelled);
    add(totals.refunded, day.refunded);
  }
  const keyed = (sums: Map<string, SalesCount>, order: readonly string[] = []) =>
    [...sums]
      .map(([key, count]) => ({ key, orders: count.orders, amount: count.amount }))
      .filter((entry) => entry.orders !== 0 || entry.amount !== 0)
      .sort((a, b) => (order.length ? order.indexOf(a.key) - order.indexOf(b.key) : byAmount(a, b)));
  const took = summed(days, (day) => day.takenBy);
  const delivered = summed(days, (day) => day.deliveredBy);
  const emails = Object.assign({}, ...days.map((day) => day.staffEmails)) as Record<string, string>;
  const hours = summed(days, (day) => day.hours);
  return {
    period,
    days: days.map(({ day, orders, units, amount }) => ({ day, orders, units, amount })),
    previousDays,
    totals,
    previousTotals: previousDays.reduce(
      (sum, day) => ({ orders: sum.orders + day.orders, units: sum.units + day.units, amount: sum.amount + day.amount }),
      { orders: 0, units: 0, amount: 0 },
    ),
    zones: [...summed(days, (day) => day.zones)]
      .map(([key, zone]) => ({ key, ...zone }))
      .filter((zone) => zone.orders !== 0 || zone.amount !== 0)
      .sort(byAmount),
    payments: keyed(
      summed(days, (day) => day.payments),
      salesPayments,
    ),
    channels: keyed(
      summed(days, (day) => day.channels),
      salesChannels,
    ),
    staff: [...new Set([...took.keys(), ...delivered.keys()])]
      .map((uid) => ({ uid, email: emails[uid] ?? uid, took: took.get(uid) ?? zero(), delivered: delivered.get(uid) ?? zero() }))
      .sort((a, b) => b.took.amount + b.delivered.amount - (a.took.amount + a.delivered.amount)),
    hours: Array.from({ length: 24 }, (_, hour) => {
      const key = String(hour).padStart(2, '0');
      return { key, ...(hours.get(key) ?? zero()) };
    }),
    empty: totals.placed.orders === 0 && totals.cancelled.orders === 0 && totals.refunded.orders === 0,
  };
}
