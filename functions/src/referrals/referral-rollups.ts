import { addDays, dayStart } from '@kasuwa/contract/days';
import type { ReferralShard } from '@kasuwa/contract/referrals';

/** One key's hits and first visits on one Niamey day. */
export interface DayCount {
  count: number;
  uniques: number;
}

/** A roll-up document: one key's closed days of one month, 'YYYY-MM-DD' → sums of its shards. */
export interface Rollup {
  code: string;
  month: string;
  days: Record<string, DayCount>;
}

/** Where roll-ups are kept (`referralRollups`, functions only). */
export interface RollupStore {
  /** The roll-ups with these ids, in the same order; null for one not written yet. */
  read(ids: string[]): Promise<(Rollup | null)[]>;
  /** Adds days to a roll-up, keeping the ones it has. */
  merge(id: string, rollup: Rollup): Promise<void>;
}

/** A day's shards may still be written to just after its midnight (a hit counted then answered): it closes later. */
const dayClosesAfterMs = 10 * 60_000;

/** The id of a key's roll-up for a month: "." appears in no key, as in shard ids. */
export const rollupId = (key: string, month: string) => `${key}.${month}`;

/** The months 'YYYY-MM' a range of days touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addDays(`${month}-28`, 4).slice(0, 7)) {
    months.push(month);
  }
  return months;
}

/** The days from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The runs of consecutive days that have no roll-up yet, as [first, last]: each is one range of shard ids. */
function missingRuns(days: string[], known: Map<string, DayCount>): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    if (known.has(day)) continue;
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

interface RollupOptions {
  readShards(key: string, from: string, to: string): Promise<ReferralShard[]>;
  now?: () => Date;
}

/**
 * A key's counts per day, read from daily roll-ups rather than from every shard: a closed day (ended
 * over ten minutes ago) is summed from its shards once, the first time it is asked for, and kept in
 * its month's roll-up, zero hits included; it never changes after, so the roll-up stays exact. Days
 * still open are read from their shards each time. A 90-day view of a key reads about four roll-ups
 * and today's shards, however many hits it had.
 */
export function createRollups(store: RollupStore, { readShards, now = () => new Date() }: RollupOptions) {
  const isClosed = (day: string) => now().getTime() >= dayStart(addDays(day, 1)).getTime() + dayClosesAfterMs;

  async function sumShards(key: string, from: string, to: string): Promise<Map<string, DayCount>> {
    const sums = new Map(daysOf(from, to).map((day) => [day, { count: 0, uniques: 0 }]));
    for (const shard of await readShards(key, from, to)) {
      const sum = sums.get(shard.day);
      if (!sum) continue;
      sum.count += shard.count;
      sum.uniques += shard.uniques;
    }
    return sums;
  }

  return {
    /** The key's days with hits from `from` to `to`, oldest first, as summed shards. */
    async readDays(key: string, from: string, to: string): Promise<ReferralShard[]> {
      const months = monthsOf(from, to);
      const stored = await store.read(months.map((month) => rollupId(key, month)));
      const known = new Map<string, DayCount>();
      for (const rollup of stored) for (const [day, sums] of Object.entries(rollup?.days ?? {})) known.set(day, sums);

      const closed = new Map<string, Record<string, DayCount>>();
      for (const [first, last] of missingRuns(daysOf(from, to), known)) {
        for (const [day, sums] of await sumShards(key, first, last)) {
          known.set(day, sums);
          if (!isClosed(day)) continue;
          const month = day.slice(0, 7);
          closed.set(month, { ...closed.get(month), [day]: sums });
        }
      }
      await Promise.all([...closed].map(([month, days]) => store.merge(rollupId(key, month), { code: key, month, days })));
      return [...known]
        .filter(([day, sums]) => day >= from && day <= to && (sums.count > 0 || sums.uniques > 0))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, sums]) => ({ code: key, day, ...sums }));
    },
  };
}
