import { FieldValue } from 'firebase-admin/firestore';
import { createReferralCounters, referralShardCount, shardId, visitorExpiry, type CounterStore } from './referral-counters';

/** In memory, as Firestore does it: the first visit and its hit in one atomic write, a known visitor refused. */
function fakeStore(stored: { path: string; data: unknown }[] = []) {
  const visitors = new Map<string, object>();
  const writes: { kind: 'first visit' | 'hit'; id: string; shard: Record<string, unknown>; visitorId?: string }[] = [];
  const ranges: [string, string][] = [];
  const store: CounterStore = {
    addFirstVisit: async (id, shard, visitorId, visitor) => {
      if (visitors.has(visitorId)) return false;
      visitors.set(visitorId, visitor);
      writes.push({ kind: 'first visit', id, shard: shard as Record<string, unknown>, visitorId });
      return true;
    },
    addHit: async (id, shard) => void writes.push({ kind: 'hit', id, shard: shard as Record<string, unknown> }),
    daysBetween: async (first, last) => {
      ranges.push([first, last]);
      const dayOf = (data: unknown) => String((data as { day?: unknown }).day);
      const docs = stored.filter(({ data }) => dayOf(data) >= first && dayOf(data) <= last);
      return { docs: docs.map(({ path, data }) => ({ ref: { path }, data: () => data })) };
    },
  };
  return { store, writes, ranges, visitors };
}

const saltOf = async (day: string) => `salt-of-${day}`;
const isIncrement = (value: unknown, by: number) => FieldValue.increment(by).isEqual(value as FieldValue);

describe('countHit', () => {
  const at = (instant: string, random = 0.26) => ({ saltOf, now: () => new Date(instant), random: () => random });

  it("counts a visitor's first hit of the day as a hit and a first visit, in one write to a shard of the key and Niamey day", async () => {
    const { store, writes, visitors } = fakeStore();
    await createReferralCounters(store, at('2025-11-20T23:00:00Z')).countHit('whatsapp-niamey', 'id:phone-one-0001');

    expect(writes).toHaveLength(1);
    const [write] = writes;
    expect(write?.kind).toBe('first visit');
    expect(write?.id).toBe('whatsapp-niamey.2025-11-21.130');
    expect(write?.shard).toMatchObject({ code: 'whatsapp-niamey', day: '2025-11-21' });
    expect(isIncrement(write?.shard.count, 1) && isIncrement(write?.shard.uniques, 1)).toBe(true);
    // 23:00 UTC is midnight in Niamey: the hour of the new day.
    expect(Object.keys(write?.shard.hours as object)).toEqual(['00']);
    expect(isIncrement((write?.shard.hours as Record<string, unknown>)['00'], 1)).toBe(true);
    // Only a hash of the salt, key and visitor is kept, with an expiry.
    expect(write?.visitorId).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([...visitors])).not.toContain('phone-one');
    expect([...visitors.values()]).toEqual([{ expiresAt: visitorExpiry('2025-11-21') }]);
  });

  it('counts the same visitor again as a hit only, that day and key; another key, day or salt is a first visit again', async () => {
    const { store, writes } = fakeStore();
    const counters = createReferralCounters(store, at('2025-11-21T10:00:00Z'));
    await counters.countHit('a', 'id:phone-one-0001');
    await counters.countHit('a', 'id:phone-one-0001');
    await counters.countHit('b', 'id:phone-one-0001');
    await createReferralCounters(store, at('2025-11-22T10:00:00Z')).countHit('a', 'id:phone-one-0001');
    expect(writes.map(({ kind }) => kind)).toEqual(['first visit', 'hit', 'first visit', 'first visit']);
    const hitOnly = writes[1]?.shard;
    expect(isIncrement(hitOnly?.count, 1)).toBe(true);
    expect(hitOnly).not.toHaveProperty('uniques');
  });

  it('records at most the cap of visitors per key and day on one instance, and still counts every hit', async () => {
    const { store, writes, visitors } = fakeStore();
    let instant = '2025-11-20T12:00:00Z';
    const counters = createReferralCounters(store, { ...at(instant), now: () => new Date(instant), maxVisitors: 3 });
    for (let visitor = 0; visitor < 10; visitor += 1) await counters.countHit('a', `id:invented-${visitor}-abcdefgh`);
    // A repeat visitor uses up nothing of the cap.
    await counters.countHit('b', 'id:invented-0-abcdefgh');
    await counters.countHit('b', 'id:invented-0-abcdefgh');
    expect(writes.map(({ kind }) => kind)).toEqual([
      ...Array(3).fill('first visit'),
      ...Array(7).fill('hit'),
      'first visit',
      'hit',
    ]);
    expect(visitors.size).toBe(4);
    // The next Niamey day starts again.
    instant = '2025-11-21T12:00:00Z';
    await counters.countHit('a', 'id:invented-1-abcdefgh');
    expect(writes.at(-1)?.kind).toBe('first visit');
  });

  it('spreads hits over every shard and no further', async () => {
    const { store, writes } = fakeStore();
    for (const [index, random] of [0, 0.999999, 0.5].entries()) {
      await createReferralCounters(store, at('2025-11-20T12:00:00Z', random)).countHit('a', `id:visitor-${index}-abcdefghij`);
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
    { path: 'referralShards/a.2025-11-19.003', data: { code: 'a', day: '2025-11-19', count: 5, uniques: 2 } },
    { path: 'referralShards/a.2025-11-20.01', data: { code: 'a', day: '2025-11-20', count: 2 } },
    { path: 'referralShards/a.2025-11-20.419', data: { code: 'a', day: '2025-11-20', count: 1, uniques: 1 } },
    { path: 'referralShards/a-b.2025-11-20.000', data: { code: 'a-b', day: '2025-11-20', count: 9, uniques: 9 } },
    { path: 'referralShards/b.2025-11-20.007', data: { code: 'b', day: '2025-11-20', count: 1, uniques: 1 } },
    {
      path: 'referralShards/~unregistered.2025-11-20.007',
      data: { code: '~unregistered', day: '2025-11-20', count: 4, uniques: 4 },
    },
  ];

  it("reads every key's shards over a range of days, both days included, older two-digit shards and shards without uniques too", async () => {
    const { store, ranges } = fakeStore(stored);
    const counters = createReferralCounters(store, { saltOf });
    expect(await counters.readShards('2025-11-20', '2025-11-21')).toEqual([
      { code: 'a', day: '2025-11-20', count: 2, uniques: 0, hours: {} },
      { code: 'a', day: '2025-11-20', count: 1, uniques: 1, hours: {} },
      { code: 'a-b', day: '2025-11-20', count: 9, uniques: 9, hours: {} },
      { code: 'b', day: '2025-11-20', count: 1, uniques: 1, hours: {} },
      { code: '~unregistered', day: '2025-11-20', count: 4, uniques: 4, hours: {} },
    ]);
    expect(await counters.readShards('2025-11-19', '2025-11-19')).toHaveLength(1);
    expect(ranges[0]).toEqual(['2025-11-20', '2025-11-21']);
  });

  it('fails on a malformed shard rather than skipping it', async () => {
    const broken = [
      ...stored,
      { path: 'referralShards/c.2025-11-20.000', data: { code: 'c', day: '2025-11-20', count: 'many' } },
    ];
    await expect(
      createReferralCounters(fakeStore(broken).store, { saltOf }).readShards('2025-11-20', '2025-11-20'),
    ).rejects.toThrow(/Malformed referral shard referralShards\/c\.2025-11-20\.000/);
  });
});
