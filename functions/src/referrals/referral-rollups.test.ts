import type { ReferralShard } from '@kasuwa/contract/referrals';
import { createRollups, type Rollup, type RollupStore } from './referral-rollups';

/** Shards in memory, counting what is read. */
function fakeShards(shards: ReferralShard[]) {
  const reads: [string, string][] = [];
  return {
    reads,
    readShards: async (from: string, to: string) => {
      reads.push([from, to]);
      return shards.filter((shard) => shard.day >= from && shard.day <= to);
    },
  };
}

function fakeStore(): RollupStore & { rollups: Map<string, Rollup>; dayReads: string[][] } {
  const rollups = new Map<string, Rollup>();
  const dayReads: string[][] = [];
  return {
    rollups,
    dayReads,
    read: async (days) => {
      dayReads.push([...days]);
      return days.map((day) => rollups.get(day) ?? null);
    },
    write: async (rollup) => void rollups.set(rollup.day, rollup),
  };
}

// Wednesday 25 November 2026, 10:00 in Niamey.
const now = () => new Date('2026-11-25T09:00:00Z');
const shard = (code: string, day: string, count: number, uniques: number, hours: Record<string, number> = {}): ReferralShard => ({
  code,
  day,
  count,
  uniques,
  hours,
});

describe('createRollups', () => {
  const shards = [
    shard('affiche', '2026-10-31', 4, 2),
    shard('affiche', '2026-11-01', 2, 1),
    shard('affiche', '2026-11-01', 3, 3),
    shard('radio', '2026-11-01', 9, 9),
    shard('affiche', '2026-11-24', 7, 5),
    shard('affiche', '2026-11-25', 1, 1, { '08': 1 }),
    shard('affiche', '2026-11-25', 2, 0, { '09': 1, '10': 1 }),
    shard('radio', '2026-11-25', 6, 1, { '10': 6 }),
  ];

  it('sums the hits of every key per hour for the day still open, and none for a closed day', async () => {
    const rollups = createRollups(fakeStore(), { ...fakeShards(shards), now });
    const hours = await rollups.hoursOfOpenDay('2026-11-25');
    expect(hours).toHaveLength(24);
    expect(hours.slice(8, 11)).toEqual([1, 1, 7]);
    expect(hours.reduce((sum, hits) => sum + hits, 0)).toBe(9);
    expect(await rollups.hoursOfOpenDay('2026-11-24')).toEqual(Array<number>(24).fill(0));
  });

  it('sums each day’s shards per key, as reading the shards would, for the keys asked for', async () => {
    const rollups = createRollups(fakeStore(), { ...fakeShards(shards), now });
    const days = await rollups.readDays(['affiche', 'radio', 'silence'], '2026-10-27', '2026-11-25');
    expect(days.get('affiche')).toEqual([
      { code: 'affiche', day: '2026-10-31', count: 4, uniques: 2 },
      { code: 'affiche', day: '2026-11-01', count: 5, uniques: 4 },
      { code: 'affiche', day: '2026-11-24', count: 7, uniques: 5 },
      { code: 'affiche', day: '2026-11-25', count: 3, uniques: 1 },
    ]);
    expect(days.get('radio')).toEqual([
      { code: 'radio', day: '2026-11-01', count: 9, uniques: 9 },
      { code: 'radio', day: '2026-11-25', count: 6, uniques: 1 },
    ]);
    expect(days.get('silence')).toEqual([]);
  });

  it('keeps each closed day once, empty days too, and then reads only the open day’s shards, once fresh sums are stale', async () => {
    const store = fakeStore();
    const { reads, readShards } = fakeShards(shards);
    const rollups = createRollups(store, { readShards, now });
    const first = await rollups.readDays(['affiche'], '2026-10-27', '2026-11-25');
    expect(reads).toEqual([
      ['2026-10-27', '2026-11-24'],
      ['2026-11-25', '2026-11-25'],
    ]);
    expect(store.rollups.get('2026-11-01')).toEqual({
      day: '2026-11-01',
      keys: { affiche: { count: 5, uniques: 4 }, radio: { count: 9, uniques: 9 } },
    });
    expect(store.rollups.get('2026-11-02')).toEqual({ day: '2026-11-02', keys: {} });
    // Today is still open: never kept.
    expect(store.rollups.has('2026-11-25')).toBe(false);

    reads.length = 0;
    store.dayReads.length = 0;
    expect(await rollups.readDays(['affiche'], '2026-10-27', '2026-11-25')).toEqual(first);
    // Today's sums are a moment old: nothing is read at all.
    expect(reads).toEqual([]);
    // The instance keeps the closed days it has: it does not read their roll-ups again.
    expect(store.dayReads).toEqual([]);

    // Another instance reads the roll-ups, not the shards of closed days.
    const other = fakeShards(shards);
    expect(
      await createRollups(store, { readShards: other.readShards, now }).readDays(['affiche'], '2026-10-27', '2026-11-25'),
    ).toEqual(first);
    expect(other.reads).toEqual([['2026-11-25', '2026-11-25']]);
  });

  it('reads the open days’ shards again only once they are 30 seconds old', async () => {
    let time = new Date('2026-11-25T09:00:00Z').getTime();
    const { reads, readShards } = fakeShards(shards);
    const rollups = createRollups(fakeStore(), { readShards, now: () => new Date(time) });
    await rollups.readDays(['affiche'], '2026-11-25', '2026-11-25');
    time += 29_999;
    expect((await rollups.readDays(['radio'], '2026-11-25', '2026-11-25')).get('radio')).toEqual([
      { code: 'radio', day: '2026-11-25', count: 6, uniques: 1 },
    ]);
    expect(reads).toHaveLength(1);
    time += 1;
    await rollups.readDays(['affiche'], '2026-11-25', '2026-11-25');
    expect(reads).toHaveLength(2);
  });

  it('reads each run of days without a roll-up apart, not the known days between them', async () => {
    const store = fakeStore();
    const { reads, readShards } = fakeShards(shards);
    const rollups = createRollups(store, { readShards, now });
    await rollups.readDays(['affiche'], '2026-11-20', '2026-11-25');
    reads.length = 0;
    await rollups.readDays(['affiche'], '2026-10-01', '2026-11-25');
    expect(reads).toEqual([['2026-10-01', '2026-11-19']]);
  });

  it('leaves a day open for ten minutes after its midnight, for hits still being written', async () => {
    const store = fakeStore();
    const justAfterMidnight = () => new Date('2026-11-24T23:05:00Z');
    await createRollups(store, { ...fakeShards(shards), now: justAfterMidnight }).readDays(
      ['affiche'],
      '2026-11-24',
      '2026-11-25',
    );
    expect(store.rollups.has('2026-11-24')).toBe(false);
    const later = () => new Date('2026-11-24T23:15:00Z');
    await createRollups(store, { ...fakeShards(shards), now: later }).readDays(['affiche'], '2026-11-24', '2026-11-25');
    expect(store.rollups.get('2026-11-24')?.keys).toEqual({ affiche: { count: 7, uniques: 5 } });
  });
});
