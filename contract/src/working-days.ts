import { addDays } from './days';

/**
 * Niger's public holidays, by Niamey day: the fixed ones (New Year, Concord Day on 24 April, Labour
 * Day, Independence Day on 3 August, Republic Day on 18 December, Christmas) and the moveable ones as
 * expected (Easter Monday; Laylat al-Qadr, Eid al-Fitr, Eid al-Adha and the Mawlid follow the moon and
 * are confirmed by the government a few days before: correct a date here when it is announced).
 */
const fixed = ['01-01', '04-24', '05-01', '08-03', '12-18', '12-25'];
const moveable = new Set([
  '2026-03-17',
  '2026-03-20',
  '2026-04-06',
  '2026-05-27',
  '2026-08-26',
  '2027-03-07',
  '2027-03-10',
  '2027-03-29',
  '2027-05-17',
  '2027-08-15',
]);

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** A working day in Niger: Monday to Friday, not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const week = weekday(day);
  return week !== 0 && week !== 6 && !fixed.includes(day.slice(5)) && !moveable.has(day);
}

/** The working day `count` working days after `day` (the day itself is not counted). */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}
