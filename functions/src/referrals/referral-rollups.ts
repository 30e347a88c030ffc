import { addDays, dayStart } from '@kasuwa/contract/days';
import type { ReferralDay, ReferralShard } from '@kasuwa/contract/referrals';

/** One key's hits and first visits on one Niamey day. */
export interface DayCount {
  count: number;
  uniques: number;
}

/** A roll-up document: one closed Niamey day, every key that had hits on it → the sums of its shards. */
export interface Rollup {
  day: string;
  keys: Record<string, DayCount>;
}

/** Where roll-ups are kept (`referralRollups/{day}`, functions only). */
export interface RollupStore {
  /** The roll-ups of these days, in the same order; null for one not written yet. */
  read(days: string[]): Promise<(Rollup | null)[]>;
  write(rollup: Rollup): Promise<void>;
}

/** A day's shards may still be written to just after its midnight (a hit counted then answered): it closes later. */
const dayClosesAfterMs = 10 * 60_000;

/** The days from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The runs of consecutive days, as [first, last]: each is one query of shards by day. */
function runsOf(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** Every key's sums per day of some shards: day → key → sums; each day asked for is there, empty or not. */
function sumsByDay(days: readonly string[], shards: readonly ReferralDay[]): Map<string, Record<string, DayCount>> {
  const sums = new Map<string, Record<string, DayCount>>(days.map((day) => [day, {}]));
  for (const { day, code, count, uniques } of shards) {
    const keys = sums.get(day);
    if (!keys) continue;
    const sum = keys[code] ?? { count: 0, uniques: 0 };
    keys[code] = { count: sum.count + count, uniques: sum.uniques + uniques };
  }
  return sums;
}

/** The hits of some shards per hour of the day, '00' first. */
function hoursOf(shards: readonly ReferralShard[]): number[] {
  const hours = Array<number>(24).fill(0);
  for (const shard of shards) {
    for (const [hour, hits] of Object.entries(shard.hours)) {
      const index = Number(hour);
      if (index >= 0 && index < 24) hours[index] = (hours[index] ?? 0) + hits;
    }
  }
  return hours;
}

interface RollupOptions {
  /** Every shard of every key from one day to another, both included. */
  readShards(from: string, to: string): Promise<ReferralShard[]>;
  now?: () => Date;
  /**
   * How long an instance answers from the open days' sums it read: the pages of one view (a call per
   * 100 keys) read today's shards once, and a hit shows in the statistics this long after at most.
   */
  openDaysFreshMs?: number;
}

/**
 * Keys' counts per day, from one roll-up per closed day rather than from every shard: a closed day
 * (ended over ten minutes ago) is summed from its shards once, every key at once, the first time it
 * is asked for, and kept, no hits included; it never changes after, so the roll-up stays exact and an
 * instance keeps the ones it read. Days still open are read from their shards each time. A 90-day
 * view reads 90 roll-ups (none again on a warm instance) and the open days' shards, however many
 * keys and hits: one query per run of days, not one per key, and not again for the view's next page.
 */
export function createRollups(
  store: RollupStore,
  { readShards, now = () => new Date(), openDaysFreshMs = 30_000 }: RollupOptions,
) {
  const isClosed = (day: string) => now().getTime() >= dayStart(addDays(day, 1)).getTime() + dayClosesAfterMs;
  const kept = new Map<string, Record<string, DayCount>>();
  const open = new Map<string, { readAt: number; keys: Record<string, DayCount>; hours: number[] }>();

  async function openDays(days: readonly string[]): Promise<void> {
    const time = now().getTime();
    const stale = days.filter((day) => (open.get(day)?.readAt ?? -Infinity) + openDaysFreshMs <= time);
    for (const day of open.keys()) if (isClosed(day)) open.delete(day);
    for (const [first, last] of runsOf(stale)) {
      const shards = await readShards(first, last);
      for (const [day, keys] of sumsByDay(daysOf(first, last), shards)) {
        open.set(day, { readAt: time, keys, hours: hoursOf(shards.filter((shard) => shard.day === day)) });
      }
    }
  }

  async function closedDays(days: readonly string[]): Promise<void> {
    const unknown = days.filter((day) => !kept.has(day));
    if (unknown.length === 0) return;
    const stored = await store.read(unknown);
    stored.forEach((rollup, index) => {
      const day = unknown[index];
      if (rollup && day) kept.set(day, rollup.keys);
    });
    for (const [first, last] of runsOf(unknown.filter((day) => !kept.has(day)))) {
      const summed = sumsByDay(daysOf(first, last), await readShards(first, last));
      await Promise.all([...summed].map(([day, keys]) => store.write({ day, keys })));
      for (const [day, keys] of summed) kept.set(day, keys);
    }
  }

  return {
    /** The hits of every key on a day still open, per Niamey hour: from the shards read for the open days. */
    async hoursOfOpenDay(day: string): Promise<number[]> {
      if (isClosed(day)) return Array<number>(24).fill(0);
      await openDays([day]);
      return open.get(day)?.hours ?? Array<number>(24).fill(0);
    },

    /** Each key's days with hits from `from` to `to`, oldest first, as summed shards. */
    async readDays(keys: readonly string[], from: string, to: string): Promise<Map<string, ReferralDay[]>> {
      const days = daysOf(from, to);
      await closedDays(days.filter(isClosed));
      await openDays(days.filter((day) => !isClosed(day)));
      const dayKeys = (day: string) => kept.get(day) ?? open.get(day)?.keys ?? {};
      return new Map(
        keys.map((key) => [
          key,
          days.flatMap((day) => {
            const sums = dayKeys(day)[key];
            return sums && (sums.count > 0 || sums.uniques > 0) ? [{ code: key, day, ...sums }] : [];
          }),
        ]),
      );
    },
  };
}
