import type { Request } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { trackReferralHandler } from './track-referral';
import { fakeResponse } from '../test-support/fake-response';

const siteOrigin = 'https://kasuwa-app.web.app';

async function call(
  method: string,
  query: Record<string, unknown>,
  origin?: string,
  countHit = async () => {},
  { allowed = true, anyAllowed = true, registered = true, headers: extraHeaders = {} } = {},
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
    allowAny: () => anyAllowed,
    keyOf: async (code) => (registered ? code : '~unregistered'),
    countHit: async (key, visitor) => {
      await countHit();
      counted.push(key);
      visitors.push(visitor);
    },
  });
  const { res, sent } = fakeResponse();
  const headers = {
    'x-forwarded-for': 'forged, 203.0.113.9',
    'user-agent': 'Tecno Spark',
    ...(origin ? { origin } : {}),
    ...extraHeaders,
  };
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

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the Origin "null"', { origin: 'null' }],
    ['an image on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a page of a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ["another site's page as Referer", { referer: 'https://evil.example/promo' }],
    ['a Referer that is not an address', { referer: 'not an address' }],
  ])('does not count a hit sent by another site: %s', async (_label, headers) => {
    const answer = await call('GET', { ref: 'abc' }, undefined, undefined, { headers });
    expect(answer.status).toBe(204);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.counted).toEqual([]);
    // Before the budget: the shop's visitors keep theirs.
    expect(answer.clients).toEqual([]);
  });

  it.each([
    [
      'the download page (same origin)',
      { 'sec-fetch-site': 'same-origin', referer: `${siteOrigin}/t%C3%A9l%C3%A9charger?ref=abc` },
    ],
    ['the site calling the function URL', { origin: siteOrigin, 'sec-fetch-site': 'cross-site' }],
    ['an address typed in', { 'sec-fetch-site': 'none' }],
    ['a client that says nothing', {}],
  ])('counts a hit from %s', async (_label, headers) => {
    expect((await call('GET', { ref: 'abc' }, undefined, undefined, { headers })).counted).toEqual(['abc']);
  });

  it('logs the hits of other sites apart, one line a minute at most', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => {});
    let time = 0;
    const handler = trackReferralHandler({
      allowedOrigins: [siteOrigin],
      allowClient: () => true,
      allowAny: () => true,
      keyOf: async (code) => code,
      countHit: async () => {},
      now: () => time,
    });
    const hit = async (ref: string) => {
      const { res } = fakeResponse();
      await handler({ method: 'GET', query: { ref }, headers: { 'sec-fetch-site': 'cross-site' } } as unknown as Request, res);
    };
    try {
      await hit('a');
      for (let second = 1; second < 60; second += 1) {
        time = second * 1000;
        await hit(second % 2 === 0 ? 'b' : 'c');
      }
      time = 60_000;
      await hit('d');
      expect(warn.mock.calls).toEqual([
        ['Did not count referral hits sent by other sites', { hits: 1, codes: ['a'] }],
        ['Did not count referral hits sent by other sites', { hits: 60, codes: ['c', 'b', 'd'] }],
      ]);
    } finally {
      warn.mockRestore();
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

  it('answers 429, counting nothing, once the budget of every client together is used up', async () => {
    const answer = await call('GET', { ref: 'abc' }, undefined, undefined, { anyAllowed: false });
    expect([answer.status, answer.body]).toEqual([429, 'Too many referral hits right now. Try again in a minute.']);
    expect(answer.counted).toEqual([]);
  });

  it("budgets by the platform's address whatever Fastly-Client-IP claims, which only tells visitors apart", async () => {
    const forged = await call('GET', { ref: 'abc' }, undefined, undefined, { headers: { 'fastly-client-ip': '41.203.1.2' } });
    expect(forged.clients).toEqual(['203.0.113.9']);
    expect(forged.visitors).toEqual(['client:41.203.1.2|Tecno Spark']);
  });

  it('answers 500 when the write fails', async () => {
    const answer = await call('GET', { ref: 'abc' }, siteOrigin, async () => {
      throw new Error('DEADLINE_EXCEEDED');
    });
    expect(answer.status).toBe(500);
    expect(answer.headers['Access-Control-Allow-Origin']).toBe(siteOrigin);
  });
});
