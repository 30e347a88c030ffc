/**
 * The shop's calendar: days as Niamey lives them, 'YYYY-MM-DD', for referral counts and order totals.
 * Plain functions, no zod: the staff pages import them as they are.
 */

// Niger keeps UTC+1 all year; the zone name rather than a fixed offset keeps this right if it ever changes.
const niameyDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Niamey',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const niameyHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Niamey', hour: '2-digit', hourCycle: 'h23' });

/** The Niamey hour of an instant, '00' to '23'. */
export function shopHour(date: Date): string {
  return niameyHour.format(date).padStart(2, '0');
}

/** The Niamey calendar day of an instant, 'YYYY-MM-DD'. */
export function shopDay(date: Date): string {
  const parts = Object.fromEntries(niameyDate.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const dayMs = 86_400_000;
// Noon UTC keeps a day's arithmetic clear of any offset.
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const noon = noonOf(day);
  return Number.isFinite(noon) && new Date(noon).toISOString().slice(0, 10) === day;
}

/** How many days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string) => Math.round((noonOf(to) - noonOf(from)) / dayMs);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) => new Date(noonOf(day) + count * dayMs).toISOString().slice(0, 10);

/** The Monday of `day`'s week: the shop's weeks start on Monday. */
export const weekStart = (day: string) => addDays(day, -((new Date(noonOf(day)).getUTCDay() + 6) % 7));

const niameyClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Niamey',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The instant a Niamey day begins: its midnight, as a query's bound on a timestamp. */
export function dayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const wall = Object.fromEntries(
    niameyClock.formatToParts(new Date(midnightUtc)).map((part) => [part.type, Number(part.value)]),
  );
  const offset = Date.UTC(wall.year!, wall.month! - 1, wall.day, wall.hour, wall.minute) - midnightUtc;
  return new Date(midnightUtc - offset);
}
