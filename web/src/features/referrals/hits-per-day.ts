import { addDays } from '@kasuwa/contract/days';
import type { KeyStats } from './api/referral-stats';

export interface DayHits {
  day: string;
  count: number;
  uniques: number;
}

/** Every day of the period, oldest first, with 0 for a day without hits. */
export function hitsPerDay(key: KeyStats, from: string, to: string): DayHits[] {
  const counted = new Map(key.days.map((day) => [day.day, day]));
  const days: DayHits[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push(counted.get(day) ?? { day, count: 0, uniques: 0 });
  }
  return days;
}
