import type { CallableRequest } from 'firebase-functions/v2/https';
import { referralStatsSchema, type ReferralShard } from '@kasuwa/contract/referrals';
import { referralStatsHandler, summariseShards } from './referral-stats';

const shards: ReferralShard[] = [
  { code: 'radio', day: '2025-11-21', count: 2 },
  { code: 'facebook', day: '2025-11-21', count: 3 },
  { code: 'facebook', day: '2025-11-19', count: 1 },
  { code: 'facebook', day: '2025-11-21', count: 4 },
  { code: 'radio', day: '2025-11-20', count: 1 },
  { code: 'affiche', day: '2025-11-20', count: 3 },
];

const request = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const admin = { uid: 'seed-admin', token: { role: 'admin' } };

describe('summariseShards', () => {
  it('adds up shards per code and day, days oldest first, codes with the most hits first', () => {
    const stats = summariseShards(shards);
    expect(stats).toEqual({
      codes: [
        { code: 'facebook', total: 8, days: [{ day: '2025-11-19', count: 1 }, { day: '2025-11-21', count: 7 }] },
        { code: 'affiche', total: 3, days: [{ day: '2025-11-20', count: 3 }] },
        { code: 'radio', total: 3, days: [{ day: '2025-11-20', count: 1 }, { day: '2025-11-21', count: 2 }] },
      ],
    });
    expect(referralStatsSchema.parse(stats)).toEqual(stats);
  });

  it('gives no codes for no shards', () => {
    expect(summariseShards([])).toEqual({ codes: [] });
  });
});

describe('getReferralStats', () => {
  const asked: (string | undefined)[] = [];
  const handler = referralStatsHandler(async (code) => {
    asked.push(code);
    return shards.filter((shard) => code === undefined || shard.code === code);
  });
  beforeEach(() => {
    asked.length = 0;
  });

  it('gives staff every code, or one', async () => {
    expect((await handler(request(null, admin))).codes.map(({ code }) => code)).toEqual(['facebook', 'affiche', 'radio']);
    expect((await handler(request({ code: 'radio' }, admin))).codes).toEqual([
      { code: 'radio', total: 3, days: [{ day: '2025-11-20', count: 1 }, { day: '2025-11-21', count: 2 }] },
    ]);
    expect(asked).toEqual([undefined, 'radio']);
  });

  it('refuses a caller who is not signed in, or not staff, before reading anything', async () => {
    await expect(handler(request(null))).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handler(request(null, { uid: 'c', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(handler(request(null, { uid: 'c', token: {} }))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(asked).toEqual([]);
  });

  it.each([[{ code: 'a b' }], [{ code: 7 }], [{ codes: ['a'] }], ['radio']])('refuses the input %j', async (data) => {
    await expect(handler(request(data, admin))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid request: /),
    });
    expect(asked).toEqual([]);
  });

  it('answers internal when the counters cannot be read', async () => {
    const failing = referralStatsHandler(async () => {
      throw new Error('Malformed referral shard');
    });
    await expect(failing(request(null, admin))).rejects.toMatchObject({ code: 'internal' });
  });
});
