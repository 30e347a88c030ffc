import type { ReferralShard } from '@kasuwa/contract/referrals';
import { createRollups, monthsOf, rollupId, type Rollup, type RollupStore } from './referral-rollups';

/** Shards in memory, counting what is read. */
function fakeShards(shards: ReferralShard[]) {
  const reads: [string, string][] = [];
  return {
    reads,
    readShards: async (key: string, from: string, to: string) => {
      reads.push([from, to]);
      return shards.filter((shard) => shard.code === key && shard.day >= from && shard.day <= to);
    },
  };
}

function fakeStore(): RollupStore & { rollups: Map<string, Rollup> } {
  const rollups = new Map<string, Rollup>();
  return {
    rollups,
    read: async (ids) => ids.map((id) => rollups.get(id) ?? null),
    merge: async (id, rollup) => {
      const stored = rollups.get(id);
      rollups.set(id, { ...rollup, days: { ...stored?.days, ...rollup.days } });
    },
  };
}

// Wednesday 25 November 2026, 10:00 in Niamey.
const now = () => new Date('2026-11-25T09:00:00Z');
const shard = (day: string, count: number, uniques: number): ReferralShard => ({ code: 'affiche', day, count, uniques });

describe('monthsOf', () => {
  it('lists the months a range touches, across a year', () => {
    expect(monthsOf('2026-11-20', '2026-11-25')).toEqual(['2026-11']);
    expect(monthsOf('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('createRollups', () => {
  const shards = [
    shard('2026-10-31', 4, 2),
    shard('2026-11-01', 2, 1),
    shard('2026-11-01', 3, 3),
    shard('2026-11-24', 7, 5),
    shard('2026-11-25', 1, 1),
    shard('2026-11-25', 2, 0),
  ];

  it('sums each day’s shards, as reading the shards would', async () => {
    const rollups = createRollups(fakeStore(), { ...fakeShards(shards), now });
    expect(await rollups.readDays('affiche', '2026-10-27', '2026-11-25')).toEqual([
      { code: 'affiche', day: '2026-10-31', count: 4, uniques: 2 },
      { code: 'affiche', day: '2026-11-01', count: 5, uniques: 4 },
      { code: 'affiche', day: '2026-11-24', count: 7, uniques: 5 },
      { code: 'affiche', day: '2026-11-25', count: 3, uniques: 1 },
    ]);
  });

  it('keeps closed days, zero days too, and reads only today’s shards the next time', async () => {
    const store = fakeStore();
    const { reads, readShards } = fakeShards(shards);
    const rollups = createRollups(store, { readShards, now });
    const first = await rollups.readDays('affiche', '2026-10-27', '2026-11-25');
    expect(store.rollups.get(rollupId('affiche', '2026-11'))?.days).toMatchObject({
      '2026-11-01': { count: 5, uniques: 4 },
      '2026-11-02': { count: 0, uniques: 0 },
      '2026-11-24': { count: 7, uniques: 5 },
    });
    // Today is still open: never kept.
    expect(store.rollups.get(rollupId('affiche', '2026-11'))?.days['2026-11-25']).toBeUndefined();

    reads.length = 0;
    expect(await rollups.readDays('affiche', '2026-10-27', '2026-11-25')).toEqual(first);
    expect(reads).toEqual([['2026-11-25', '2026-11-25']]);
  });

  it('reads each run of days without a roll-up apart, not the known days between them', async () => {
    const store = fakeStore();
    const { reads, readShards } = fakeShards(shards);
    const rollups = createRollups(store, { readShards, now });
    await rollups.readDays('affiche', '2026-11-20', '2026-11-25');
    reads.length = 0;
    await rollups.readDays('affiche', '2026-10-01', '2026-11-25');
    expect(reads).toEqual([
      ['2026-10-01', '2026-11-19'],
      ['2026-11-25', '2026-11-25'],
    ]);
  });

  it('leaves a day open for ten minutes after its midnight, for hits still being written', async () => {
    const store = fakeStore();
    const justAfterMidnight = () => new Date('2026-11-24T23:05:00Z');
    await createRollups(store, { ...fakeShards(shards), now: justAfterMidnight }).readDays('affiche', '2026-11-24', '2026-11-25');
    expect(store.rollups.get(rollupId('affiche', '2026-11'))?.days['2026-11-24']).toBeUndefined();
    const later = () => new Date('2026-11-24T23:15:00Z');
    await createRollups(store, { ...fakeShards(shards), now: later }).readDays('affiche', '2026-11-24', '2026-11-25');
    expect(store.rollups.get(rollupId('affiche', '2026-11'))?.days['2026-11-24']).toEqual({ count: 7, uniques: 5 });
  });
});
