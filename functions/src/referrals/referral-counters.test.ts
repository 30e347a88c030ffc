import { FieldValue } from 'firebase-admin/firestore';
import { referralDay } from '@kasuwa/contract/referrals';
import { createReferralCounters, referralShardCount, shardId, type ShardCollection } from './referral-counters';

function fakeShards(stored: { path: string; data: unknown }[] = []) {
  const writes: { id: string; data: Record<string, unknown>; options: object }[] = [];
  const snapshot = (list: typeof stored) => ({
    docs: list.map(({ path, data }) => ({ ref: { path }, data: () => data })),
  });
  const ranges: [string, string][] = [];
  const shards: ShardCollection = {
    doc: (id) => ({ set: async (data, options) => writes.push({ id, data: data as Record<string, unknown>, options }) }),
    idsBetween: async (first, last) => {
      ranges.push([first, last]);
      const id = (path: string) => path.split('/').at(-1) ?? '';
      return snapshot(stored.filter(({ path }) => id(path) >= first && id(path) <= last));
    },
  };
  return { shards, writes, ranges };
}

describe('referralDay', () => {
  it.each([
    ['2025-11-20T22:59:59.999Z', '2025-11-20'],
    ['2025-11-20T23:00:00.000Z', '2025-11-21'],
    ['2025-11-21T00:30:00.000Z', '2025-11-21'],
    ['2024-12-31T23:00:00.000Z', '2025-01-01'],
    ['2024-02-28T23:00:00.000Z', '2024-02-29'],
    ['2025-07-01T12:00:00.000Z', '2025-07-01'],
  ])('puts %s on the Niamey day %s (UTC+1 all year)', (instant, day) => {
    expect(referralDay(new Date(instant))).toBe(day);
  });
});

describe('countHit', () => {
  it('makes one merged increment of a shard of the code and Niamey day', async () => {
    const { shards, writes } = fakeShards();
    const counters = createReferralCounters(shards, { now: () => new Date('2025-11-20T23:00:00Z'), random: () => 0.26 });

    await counters.countHit('whatsapp-niamey');

    expect(writes).toHaveLength(1);
    const [write] = writes;
    expect(write?.id).toBe('whatsapp-niamey.2025-11-21.05');
    expect(write?.options).toEqual({ merge: true });
    expect(write?.data).toMatchObject({ code: 'whatsapp-niamey', day: '2025-11-21' });
    expect(FieldValue.increment(1).isEqual(write?.data.count as FieldValue)).toBe(true);
  });

  it('spreads hits over every shard and no further', async () => {
    const { shards, writes } = fakeShards();
    for (const random of [0, 0.999999, 0.5]) {
      await createReferralCounters(shards, { now: () => new Date('2025-11-20T12:00:00Z'), random: () => random }).countHit('a');
    }
    expect(writes.map(({ id }) => id)).toEqual([
      shardId('a', '2025-11-20', 0),
      shardId('a', '2025-11-20', referralShardCount - 1),
      shardId('a', '2025-11-20', referralShardCount / 2),
    ]);
  });

  it('gives ids that neither collide nor look reserved to Firestore', () => {
    expect(shardId('a-b', '2025-01-01', 1)).not.toBe(shardId('a', 'b-2025-01-01', 1));
    expect(shardId('__x__', '2025-01-01', 3)).not.toMatch(/^__.*__$/);
  });
});

describe('readShards', () => {
  const stored = [
    { path: 'referralShards/a.2025-11-19.03', data: { code: 'a', day: '2025-11-19', count: 5 } },
    { path: 'referralShards/a.2025-11-20.01', data: { code: 'a', day: '2025-11-20', count: 2 } },
    { path: 'referralShards/a.2025-11-20.19', data: { code: 'a', day: '2025-11-20', count: 1 } },
    { path: 'referralShards/a-b.2025-11-20.00', data: { code: 'a-b', day: '2025-11-20', count: 9 } },
    { path: 'referralShards/b.2025-11-20.07', data: { code: 'b', day: '2025-11-20', count: 1 } },
    { path: 'referralShards/~unregistered.2025-11-20.07', data: { code: '~unregistered', day: '2025-11-20', count: 4 } },
  ];

  it("reads one key's shards over a range of days, both days included, and no other key's", async () => {
    const { shards, ranges } = fakeShards(stored);
    const counters = createReferralCounters(shards);
    expect(await counters.readShards('a', '2025-11-20', '2025-11-21')).toEqual([
      { code: 'a', day: '2025-11-20', count: 2 },
      { code: 'a', day: '2025-11-20', count: 1 },
    ]);
    expect(await counters.readShards('~unregistered', '2025-11-01', '2025-11-30')).toHaveLength(1);
    expect(ranges[0]).toEqual(['a.2025-11-20.', 'a.2025-11-21.~']);
  });

  it('fails on a malformed shard rather than skipping it', async () => {
    const broken = [...stored, { path: 'referralShards/c.2025-11-20.00', data: { code: 'c', count: 'many' } }];
    await expect(createReferralCounters(fakeShards(broken).shards).readShards('c', '2025-11-20', '2025-11-20')).rejects.toThrow(
      /Malformed referral shard referralShards\/c\.2025-11-20\.00/,
    );
  });
});
