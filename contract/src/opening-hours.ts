import { z } from 'zod';
import { addDays, dayStart, shopDay } from './days';

/**
 * The shop's opening hours, Niamey time, Monday first: an unconfirmed order's hold counts only the time
 * the shop is open, so an order placed at night still has its whole hold once staff can call
 * (docs/adr/0168-holds-count-the-opening-hours.md). Kept with the hold settings (order-holds.ts).
 */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');

/** Minutes since midnight of a time written 'HH:MM' ('24:00' is the day's end). */
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const openDay = z
  .object({ opens: clockTime, closes: clockTime })
  .strict()
  .refine(({ opens, closes }) => minutesOfDay(opens) < minutesOfDay(closes), 'The shop opens before it closes.');

/** Seven days, Monday to Sunday, each its hours or null when the shop is closed; at least one day open. */
export const openingHoursSchema = z
  .array(openDay.nullable())
  .length(7)
  .refine((days) => days.some(Boolean), 'The shop opens at least one day a week.');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Until staff change them: 08:00 to 20:00 every day. */
export const defaultOpeningHours: OpeningHours = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }));

const minuteMs = 60_000;

/** Monday 0 … Sunday 6, of a Niamey day 'YYYY-MM-DD'. */
const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The instants a day's opening hours begin and end, or null when the shop is closed that day. */
function openSpan(day: string, hours: OpeningHours): { from: number; to: number } | null {
  const open = hours[weekdayOf(day)];
  if (!open) return null;
  const midnight = dayStart(day).getTime();
  return { from: midnight + minutesOfDay(open.opens) * minuteMs, to: midnight + minutesOfDay(open.closes) * minuteMs };
}

/**
 * When the hold of an order placed at `placedAt` ends, counting only the shop's open time: `holdMinutes`
 * of it from the moment placed, or from the next opening when the shop is closed. A hold that ends
 * exactly at closing ends then. Whole weeks of a long hold are skipped at once, so the walk takes at most
 * nine days whatever the hours.
 */
export function holdEnd(placedAt: Date, holdMinutes: number, hours: OpeningHours): Date {
  const weekOpenMs = hours
    .map((open) => (open ? (minutesOfDay(open.closes) - minutesOfDay(open.opens)) * minuteMs : 0))
    .reduce((sum, span) => sum + span, 0);
  if (weekOpenMs === 0) throw new Error('Opening hours with no open day: a hold would never end.');
  let remaining = holdMinutes * minuteMs;
  let day = shopDay(placedAt);
  let from = placedAt.getTime();
  for (let walked = 0; walked < 9; walked += 1) {
    const span = openSpan(day, hours);
    const start = span && Math.max(from, span.from);
    if (span && start !== null && start < span.to) {
      if (remaining <= span.to - start) return new Date(start + remaining);
      remaining -= span.to - start;
    }
    day = addDays(day, 1);
    if (walked === 0 && remaining > weekOpenMs) {
      // Every week opens for weekOpenMs: skip whole weeks, leaving at least a moment for the last one.
      const weeks = Math.floor((remaining - 1) / weekOpenMs);
      day = addDays(day, weeks * 7);
      remaining -= weeks * weekOpenMs;
    }
    from = dayStart(day).getTime();
  }
  throw new Error(
    `A hold of ${holdMinutes} minutes did not end within nine days of walking: the opening hours are inconsistent.`,
  );
}
