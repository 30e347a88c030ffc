import { addDays } from '@kasuwa/contract/days';
import { readSalesDay, type SalesCount } from '@kasuwa/contract/sales';

/** The summaries the glance reads for the sales: today's and the same weekday's a week before. */
export const salesDaysOf = (today: string) => ({ today, lastWeek: addDays(today, -7) });

/** How today's sales stand: what the reports page says of today, and the same weekday last week. */
export interface SalesGlance {
  /** Today's net sales and orders, as the reports page counts them for today. */
  today: SalesCount;
  /** The whole of the same weekday last week, net. */
  lastWeek: SalesCount;
  /** What had been placed today up to this hour, and last week up to the same hour. */
  placedByNow: SalesCount;
  lastWeekByNow: SalesCount;
  /** Today's orders placed so far against last week's by the same hour, in percent; null when last week had none. */
  change: number | null;
}

/** The orders placed in the hours up to `hour` ('00'–'23') included, from a day's `hours` breakdown. */
function placedUpTo(hours: Readonly<Record<string, SalesCount>>, hour: string): SalesCount {
  const sum: SalesCount = { orders: 0, amount: 0 };
  for (const [placedAt, count] of Object.entries(hours)) {
    if (placedAt > hour) continue;
    sum.orders += count.orders;
    sum.amount += count.amount;
  }
  return sum;
}

/**
 * Today's sales against the same weekday last week, from the two days' summaries (`salesDays`, one read
 * each; a day with no summary sold nothing) at the Niamey `hour` it is now: "so far" is compared with
 * what last week had placed by the same hour, for a morning is not a whole day.
 */
export function salesGlance(today: string, todayData: unknown, lastWeekData: unknown, hour: string): SalesGlance {
  const { lastWeek: lastWeekDay } = salesDaysOf(today);
  const now = readSalesDay(today, todayData);
  const before = readSalesDay(lastWeekDay, lastWeekData);
  const placedByNow = placedUpTo(now.hours, hour);
  const lastWeekByNow = placedUpTo(before.hours, hour);
  const change =
    lastWeekByNow.amount > 0 ? Math.round(((placedByNow.amount - lastWeekByNow.amount) / lastWeekByNow.amount) * 100) : null;
  return {
    today: { orders: now.orders, amount: now.amount },
    lastWeek: { orders: before.orders, amount: before.amount },
    placedByNow,
    lastWeekByNow,
    change,
  };
}

/** "+12 %", "−8 %" or "0 %", as the reports page writes a change. */
export const changeText = (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)}\u00a0%`;

/** One person's cash as the glance lists it. */
export interface HeldCash {
  holder: string;
  email: string | undefined;
  amount: number;
  orders: number;
}

/** Who holds cash, the most first (what the day's hand-overs should collect first), and the sum. */
export function cashGlance(held: readonly HeldCash[]): { people: HeldCash[]; total: number } {
  const people = held.filter((person) => person.orders > 0 || person.amount !== 0).sort((a, b) => b.amount - a.amount);
  return { people, total: people.reduce((sum, person) => sum + person.amount, 0) };
}
