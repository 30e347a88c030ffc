import type { CallableRequest } from 'firebase-functions/v2/https';
import { referralStatsSchema, type ReferralDay } from '@kasuwa/contract/referrals';
import { pageKeys, referralStatsHandler, statsRange, summariseKey } from './referral-stats';

const shards: ReferralDay[] = [
  { code: 'radio', day: '2025-11-21', count: 2, uniques: 2 },
  { code: 'facebook', day: '2025-11-21', count: 3, uniques: 1 },
  { code: 'facebook', day: '2025-11-19', count: 1, uniques: 1 },
  { code: 'facebook', day: '2025-11-21', count: 4, uniques: 2 },
  { code: 'radio', day: '2025-11-20', count: 1, uniques: 0 },
  { code: '~unregistered', day: '2025-11-20', count: 3, uniques: 3 },
];
const campaigns = ['affiche', 'facebook', 'radio'];
const campaignOf = async (code: string) =>
  campaigns.includes(code) ? { label: `Campagne ${code}`, createdBy: 'seed-admin', createdAt: '2025-10-01T08:00:00.000Z' } : null;
const campaignsAfter = async (after: string | undefined, limit: number) =>
  Promise.all(
    campaigns
      .filter((code) => after === undefined || code > after)
      .slice(0, limit)
      .map(async (code) => ({ code, campaign: (await campaignOf(code))! })),
  );
const keysOf = (page: { keys: { code: string }[]; nextPageToken: string | null }) => ({
  codes: page.keys.map(({ code }) => code),
  nextPageToken: page.nextPageToken,
});

const request = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const admin = { uid: 'seed-admin', token: { role: 'admin', email_verified: true } };

describe('statsRange', () => {
  it('is the last 30 days by default, ending today or on "to"', () => {
    expect(statsRange(null, '2025-11-21')).toEqual({ from: '2025-10-23', to: '2025-11-21' });
    expect(statsRange({ to: '2025-03-01' }, '2025-11-21')).toEqual({ from: '2025-01-31', to: '2025-03-01' });
  });

  it('takes from and to as given, and refuses a backward range or one over 366 days', () => {
    expect(statsRange({ from: '2025-11-21', to: '2025-11-21' }, '2025-11-21')).toEqual({ from: '2025-11-21', to: '2025-11-21' });
    expect(statsRange({ from: '2025-11-22', to: '2025-11-21' }, '2025-11-21')).toBeNull();
    expect(statsRange({ from: '2024-11-20', to: '2025-11-21' }, '2025-11-21')).toBeNull();
    expect(statsRange({ from: '2025-02-30', to: '2025-11-21' }, '2025-11-21')).toBeNull();
    expect(statsRange({ from: '2025-13-40', to: '2025-11-21' }, '2025-11-21')).toBeNull();
  });
});

describe('pageKeys', () => {
  it('pages the registered campaigns in code order, with a token only when more remain', async () => {
    expect(keysOf(await pageKeys(campaignsAfter, { pageSize: 2 }))).toEqual({
      codes: ['affiche', 'facebook'],
      nextPageToken: 'facebook',
    });
    expect(keysOf(await pageKeys(campaignsAfter, { pageSize: 2, pageToken: 'facebook' }))).toEqual({
      codes: ['radio'],
      nextPageToken: null,
    });
    expect(keysOf(await pageKeys(campaignsAfter, { pageSize: 3 }))).toEqual({ codes: campaigns, nextPageToken: null });
    expect(keysOf(await pageKeys(campaignsAfter, { pageSize: 3, pageToken: '~unregistered' }))).toEqual({
      codes: [],
      nextPageToken: null,
    });
  });

  it('carries each campaign with its code', async () => {
    const { keys } = await pageKeys(campaignsAfter, { pageSize: 5 });
    expect(keys[0]).toEqual({ code: 'affiche', campaign: await campaignOf('affiche') });
  });
});

describe('summariseKey', () => {
  it("adds up a key's hits and first visits per day, oldest first", () => {
    expect(
      summariseKey(
        { code: 'facebook', campaign: null },
        shards.filter(({ code }) => code === 'facebook'),
      ),
    ).toEqual({
      code: 'facebook',
      campaign: null,
      total: 8,
      uniques: 4,
      days: [
        { day: '2025-11-19', count: 1, uniques: 1 },
        { day: '2025-11-21', count: 7, uniques: 3 },
      ],
      orderDays: [],
    });
    expect(summariseKey({ code: 'affiche', campaign: null }, [])).toEqual({
      code: 'affiche',
      campaign: null,
      total: 0,
      uniques: 0,
      days: [],
      orderDays: [],
    });
  });
});

describe('getReferralStats', () => {
  const asked: string[][] = [];
  const hoursAsked: string[] = [];
  const askedOrders: string[][] = [];
  const handler = referralStatsHandler({
    campaignOf,
    campaignsAfter,
    notStaffNow: async (uid) => (uid === 'seed-admin' ? null : 'the role was taken back'),
    readDays: async (keys, from, to) => {
      asked.push([...keys, from, to]);
      return new Map(
        keys.map((key) => [key, shards.filter((shard) => shard.code === key && shard.day >= from && shard.day <= to)]),
      );
    },
    readOrderDays: async (codes, from, to) => {
      askedOrders.push([...codes, from, to]);
      return new Map([['facebook', [{ day: '2025-11-20', orders: 2, delivered: 1, deliveredTotal: 8_250 }]]]);
    },
    hoursOfOpenDay: async (day) => {
      hoursAsked.push(day);
      return Array.from({ length: 24 }, (_, hour) => (day === '2025-11-21' && hour === 10 ? 6 : 0));
    },
    now: () => new Date('2025-11-21T10:00:00Z'),
  });
  beforeEach(() => {
    asked.length = 0;
    hoursAsked.length = 0;
  });

  it('reads today’s hours only for a range that reaches today', async () => {
    await handler(request({ code: 'radio', from: '2025-03-01', to: '2025-03-31' }, admin));
    expect(hoursAsked).toEqual([]);
    await handler(request({ code: 'radio' }, admin));
    expect(hoursAsked).toEqual(['2025-11-21']);
  });

  it('gives staff a page of campaigns over the last 30 days, every campaign listed, the unregistered codes apart', async () => {
    const stats = await handler(request(null, admin));
    expect(referralStatsSchema.parse(stats)).toEqual(stats);
    expect(stats).toMatchObject({ from: '2025-10-23', to: '2025-11-21', nextPageToken: null });
    // Today in Niamey is 2025-11-21: its hits per hour, every code together.
    expect(stats.todayHours[10]).toBe(6);
    expect(stats.todayHours.reduce((sum, hits) => sum + hits, 0)).toBe(6);
    expect(stats.codes.map(({ code, total, campaign }) => [code, total, campaign?.label ?? null])).toEqual([
      ['affiche', 0, 'Campagne affiche'],
      ['facebook', 8, 'Campagne facebook'],
      ['radio', 3, 'Campagne radio'],
    ]);
    expect(stats.unregistered).toMatchObject({ code: '~unregistered', campaign: null, total: 3 });
    // One read of the days for the campaigns and the bucket together; the orders of the campaigns only.
    expect(asked).toEqual([['affiche', 'facebook', 'radio', '~unregistered', '2025-10-23', '2025-11-21']]);
    expect(askedOrders.at(-1)).toEqual(['affiche', 'facebook', 'radio', '2025-10-23', '2025-11-21']);
    expect(stats.codes.find(({ code }) => code === 'facebook')?.orderDays).toEqual([
      { day: '2025-11-20', orders: 2, delivered: 1, deliveredTotal: 8_250 },
    ]);
    expect(stats.unregistered?.orderDays).toEqual([]);
  });

  it('gives the unregistered codes with the first page only', async () => {
    const first = await handler(request({ pageSize: 2 }, admin));
    expect([first.codes.map(({ code }) => code), first.unregistered?.total, first.nextPageToken]).toEqual([
      ['affiche', 'facebook'],
      3,
      'facebook',
    ]);
    const second = await handler(request({ pageSize: 2, pageToken: 'facebook' }, admin));
    expect([second.codes.map(({ code }) => code), second.unregistered, second.nextPageToken]).toEqual([['radio'], null, null]);
  });

  it('gives one key over the days asked for', async () => {
    expect(await handler(request({ code: 'radio', from: '2025-11-21', to: '2025-11-21' }, admin))).toEqual({
      from: '2025-11-21',
      to: '2025-11-21',
      codes: [
        {
          code: 'radio',
          campaign: await campaignOf('radio'),
          total: 2,
          uniques: 2,
          days: [{ day: '2025-11-21', count: 2, uniques: 2 }],
          orderDays: [],
        },
      ],
      unregistered: null,
      nextPageToken: null,
      todayHours: expect.any(Array),
    });
    expect(asked).toEqual([['radio', '2025-11-21', '2025-11-21']]);
    const [unregistered] = (await handler(request({ code: '~unregistered' }, admin))).codes;
    const [unknown] = (await handler(request({ code: 'inconnu' }, admin))).codes;
    expect([unregistered?.campaign, unknown?.campaign]).toEqual([null, null]);
  });

  it('refuses a caller who is not signed in, or not staff, before reading anything', async () => {
    await expect(handler(request(null))).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handler(request(null, { uid: 'c', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(handler(request(null, { uid: 'c', token: {} }))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(handler(request(null, { uid: 'c', token: { role: 'admin', email_verified: false } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(asked).toEqual([]);
  });

  it.each([
    [{ code: 'a b' }],
    [{ code: 7 }],
    [{ codes: ['a'] }],
    ['radio'],
    [{ pageSize: 0 }],
    [{ pageSize: 101 }],
    [{ from: '21/11/2025' }],
    [{ from: '2025-11-22', to: '2025-11-21' }],
    [{ from: '2024-01-01', to: '2025-11-21' }],
  ])('refuses the input %j', async (data) => {
    await expect(handler(request(data, admin))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid request: /),
    });
    expect(asked).toEqual([]);
  });

  it('refuses a caller whose token says staff but who is no longer staff, before reading anything', async () => {
    const demoted = { uid: 'u-demoted', token: { role: 'admin', email_verified: true } };
    await expect(handler(request(null, demoted))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(asked).toEqual([]);
  });

  it('answers internal when the counters cannot be read', async () => {
    const failing = referralStatsHandler({
      campaignOf,
      campaignsAfter,
      notStaffNow: async () => null,
      readDays: async () => {
        throw new Error('Malformed referral shard');
      },
      readOrderDays: async () => new Map(),
      hoursOfOpenDay: async () => Array<number>(24).fill(0),
    });
    await expect(failing(request(null, admin))).rejects.toMatchObject({ code: 'internal' });
  });
});
