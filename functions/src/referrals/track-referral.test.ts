import type { Request } from 'firebase-functions/v2/https';
import { trackReferralHandler } from './track-referral';
import { fakeResponse } from '../test-support/fake-response';

const siteOrigin = 'https://kasuwa-app.web.app';

async function call(
  method: string,
  query: Record<string, unknown>,
  origin?: string,
  countHit = async () => {},
  { allowed = true, registered = true } = {},
) {
  const counted: string[] = [];
  const visitors: string[] = [];
  const clients: string[] = [];
  const handler = trackReferralHandler({
    allowedOrigins: [siteOrigin, 'http://127.0.0.1:5000'],
    allowClient: (address) => {
      clients.push(address);
      return allowed;
    },
    keyOf: async (code) => (registered ? code : '~unregistered'),
    countHit: async (key, visitor) => {
      await countHit();
      counted.push(key);
      visitors.push(visitor);
    },
  });
  const { res, sent } = fakeResponse();
  const headers = { 'x-forwarded-for': 'forged, 203.0.113.9', 'user-agent': 'Tecno Spark', ...(origin ? { origin } : {}) };
  await handler({ method, query, headers } as unknown as Request, res);
  return { ...sent, counted, clients, visitors };
}

describe('trackReferral', () => {
  it('counts a valid code once and answers 204 without a body or caching', async () => {
    const answer = await call('GET', { ref: 'facebook_2025-11' });
    expect(answer.counted).toEqual(['facebook_2025-11']);
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });

  it.each([
    ['an empty code', { ref: '' }],
    ['a code of 65 characters', { ref: 'a'.repeat(65) }],
    ['a space', { ref: 'a b' }],
    ['an accent', { ref: 'é' }],
    ['a path', { ref: '../x' }],
    ['no code', {}],
    ['the code twice', { ref: ['a', 'b'] }],
    ['a nested code', { ref: { a: 'b' } }],
  ])('answers 400 and counts nothing for %s', async (_label, query) => {
    const answer = await call('GET', query);
    expect(answer.status).toBe(400);
    expect(answer.body).toBe('Not a valid referral code.');
    expect(answer.counted).toEqual([]);
  });

  it('accepts codes at the edges of the alphabet and length', async () => {
    for (const ref of ['A', 'z'.repeat(64), '__init__', '-_-', '0123456789']) {
      expect((await call('GET', { ref })).status).toBe(204);
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'HEAD'])('answers 405 to %s and counts nothing', async (method) => {
    const answer = await call(method, { ref: 'abc' });
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, OPTIONS');
    expect(answer.counted).toEqual([]);
  });

  it('echoes an allowed origin, and only that', async () => {
    const allowed = await call('GET', { ref: 'abc' }, 'http://127.0.0.1:5000');
    expect(allowed.headers['Access-Control-Allow-Origin']).toBe('http://127.0.0.1:5000');
    expect(allowed.headers.Vary).toBe('Origin');

    for (const origin of ['https://evil.example', 'https://kasuwa-app.web.app.evil.example', 'null', undefined]) {
      const denied = await call('GET', { ref: 'abc' }, origin);
      expect(denied.headers['Access-Control-Allow-Origin']).toBeUndefined();
      expect(denied.headers.Vary).toBe('Origin');
      expect(denied.status).toBe(204);
    }
  });

  it('answers a CORS preflight without counting', async () => {
    const answer = await call('OPTIONS', { ref: 'abc' }, siteOrigin);
    expect(answer.status).toBe(204);
    expect(answer.headers['Access-Control-Allow-Origin']).toBe(siteOrigin);
    expect(answer.headers['Access-Control-Allow-Methods']).toBe('GET');
    expect(answer.counted).toEqual([]);
  });

  it("tells visitors apart by the page's id for the phone, else by address and browser", async () => {
    expect((await call('GET', { ref: 'abc', v: 'Xq3_kd81-ZpLm2aa' })).visitors).toEqual(['id:Xq3_kd81-ZpLm2aa']);
    expect((await call('GET', { ref: 'abc', v: 'short' })).visitors).toEqual(['client:203.0.113.9|Tecno Spark']);
    expect((await call('GET', { ref: 'abc' })).visitors).toEqual(['client:203.0.113.9|Tecno Spark']);
  });

  it('counts a code no campaign registers in the one bucket of unregistered codes', async () => {
    expect((await call('GET', { ref: 'random-x7' }, undefined, undefined, { registered: false })).counted).toEqual([
      '~unregistered',
    ]);
  });

  it("answers 429, counting nothing, once the client address's budget is used up", async () => {
    const answer = await call('GET', { ref: 'abc' }, undefined, undefined, { allowed: false });
    expect(answer.status).toBe(429);
    expect(answer.headers['Retry-After']).toBe('10');
    expect(answer.counted).toEqual([]);
    expect(answer.clients).toEqual(['203.0.113.9']);
  });

  it("budgets a hit through Hosting by the phone's address its CDN passes on", async () => {
    const handler = trackReferralHandler({
      allowedOrigins: [siteOrigin],
      allowClient: (address) => address === '41.203.1.2',
      keyOf: async (code) => code,
      countHit: async () => {},
    });
    const { res, sent } = fakeResponse();
    const headers = { 'fastly-client-ip': '41.203.1.2', 'x-forwarded-for': '41.203.1.2, 151.101.1.1' };
    await handler({ method: 'GET', query: { ref: 'abc' }, headers } as unknown as Request, res);
    expect(sent.status).toBe(204);
  });

  it('answers 500 when the write fails', async () => {
    const answer = await call('GET', { ref: 'abc' }, siteOrigin, async () => {
      throw new Error('DEADLINE_EXCEEDED');
    });
    expect(answer.status).toBe(500);
    expect(answer.headers['Access-Control-Allow-Origin']).toBe(siteOrigin);
  });
});
