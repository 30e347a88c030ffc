import { collections } from '@kasuwa/contract/collections';
import { httpsCallable, type Functions } from 'firebase/functions';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { referralShardCount } from '../../functions/src/referrals/referral-counters';
import { referralStatsSchema, unregisteredBucket, type ReferralStatsInput } from '@kasuwa/contract/referrals';
import { shopDay } from '@kasuwa/contract/days';
import { adminDb } from '../support/admin-app';
import { anonymousCallables, signedInCallables } from '../support/callable-client';
import { functionsOrigin, hostingOrigin, projectId } from '../support/emulators';
import { loadSize } from '../support/load-size';
import { seedAccounts } from '../support/seed-accounts';

const trackUrl = `${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.trackReferral}`;

// Codes of this run only, so the counts never depend on an earlier run or another test.
const run = Date.now().toString(36);

/**
 * A new phone for each hit unless told (an address of the documentation range, RFC 3849): the
 * function allows each client address a budget of hits, and these tests are many phones.
 */
let phones = 0;
// Each its own /64: the function budgets an IPv6 address by its network, as a phone's provider gives it.
const newPhone = () => `2001:db8:1:${(phones += 1).toString(16)}::1`;

const hit = (ref?: string, init: RequestInit = {}, from = newPhone(), visitor?: string) => {
  const query = new URLSearchParams({ ...(ref !== undefined && { ref }), ...(visitor && { v: visitor }) });
  return fetch(`${trackUrl}${query.size > 0 ? `?${query}` : ''}`, {
    ...init,
    headers: { 'X-Forwarded-For': from, ...init.headers },
  });
};

/**
 * Hits in flight at once. The Functions emulator runs at most FUNCTIONS_EMULATOR_PARALLEL of them
 * (scripts/lib/emulators.mjs) and queues the rest, so several hits still race on the same shard, which
 * is what exact counting has to survive, without a worker process per hit.
 */
const inFlight = 25;

async function hitMany(codeOf: string | ((index: number) => string), count: number, from?: string): Promise<number[]> {
  const statuses: number[] = [];
  let started = 0;
  const lane = async () => {
    while (started < count) {
      started += 1;
      const code = typeof codeOf === 'string' ? codeOf : codeOf(started);
      statuses.push((await hit(code, {}, from)).status);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return statuses;
}

/** Registers campaigns as staff will from the console: only their hits are counted under their code. */
const register = (...codes: string[]) =>
  Promise.all(
    codes.map((code) =>
      adminDb
        .collection(collections.referralCampaigns)
        .doc(code)
        .set({ code, label: `Test ${code}`, createdBy: seedAccounts.admin.uid, createdAt: FieldValue.serverTimestamp() }),
    ),
  );

let staff: Awaited<ReturnType<typeof signedInCallables>>;
beforeAll(async () => {
  await register(`it-one-${run}`, `it-burst-${run}`, `it-limit-${run}`);
  staff = await signedInCallables(seedAccounts.admin.email, seedAccounts.admin.password);
  await hitMany(`it-warm-up-${run}`, inFlight);
});
afterAll(() => staff.close());

const statsOf = (functions: Functions, data: ReferralStatsInput = null) =>
  httpsCallable(functions, functionNames.getReferralStats)(data);

async function totalOf(code: string): Promise<number> {
  const { codes } = referralStatsSchema.parse((await statsOf(staff.functions, { code })).data);
  return codes.find((stats) => stats.code === code)?.total ?? 0;
}

const shardCount = async () => (await adminDb.collection(collections.referralShards).count().get()).data().count;

describe('trackReferral on the Functions emulator', () => {
  it('answers 204 and counts a valid hit exactly once', async () => {
    const code = `it-one-${run}`;
    const before = await totalOf(code);
    const response = await hit(code);
    expect(response.status).toBe(204);
    expect(await totalOf(code)).toBe(before + 1);
  });

  it(`counts every one of 500 hits racing on one code, ${inFlight} at a time`, async () => {
    const code = `it-burst-${run}`;
    const statuses = await hitMany(code, 500);
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    expect(await totalOf(code)).toBe(500);
  }, 60_000);

  it.each([
    ['an empty code', ''],
    ['a code of 65 characters', 'a'.repeat(65)],
    ['a space', 'a b'],
    ['an accent', 'é'],
    ['a path', '../x'],
    ['no code', undefined],
  ])('answers 400 to %s and writes nothing', async (_label, ref) => {
    const before = await shardCount();
    const response = await hit(ref);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Not a valid referral code.');
    expect(await shardCount()).toBe(before);
  });

  // Twice the counters a day: one counter per code would pass the cap. npm run bench sends 10,000.
  const randomHits = loadSize(2 * referralShardCount, 10_000);
  it(`counts ${randomHits} hits of random codes exactly, in one bucket of at most ${referralShardCount} counters a day`, async () => {
    const before = { total: await totalOf(unregisteredBucket), shards: await shardCount() };
    const statuses = await hitMany(() => `it-random-${Math.random().toString(36).slice(2, 10)}`, randomHits);
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    expect(await totalOf(unregisteredBucket)).toBe(before.total + randomHits);
    expect((await shardCount()) - before.shards).toBeLessThanOrEqual(referralShardCount);
  }, 300_000);

  it('answers 429 beyond the budget of one client address, and counts exactly the hits it accepted', async () => {
    const code = `it-limit-${run}`;
    const started = Date.now();
    const statuses = await hitMany(code, 400, newPhone());
    const seconds = (Date.now() - started) / 1000;
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    // 60 at once and 10 a second per worker; the emulator runs at most 4 workers. The bound follows the
    // time the hits took: after the random codes above, a busy emulator takes them slower than the budget refills
    // (a clean-clone run of 2026-12-02 let all 400 through, past a fixed "fewer than 400").
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(accepted).toBeLessThanOrEqual(Math.min(400, 4 * (60 + 10 * seconds)));
    expect(await totalOf(code)).toBe(accepted);
    expect((await hit(code)).status).toBe(204);
  }, 60_000);

  it('budgets hits by the address the platform saw, whatever Fastly-Client-IP a caller forges', async () => {
    const code = `it-forged-${run}`;
    await register(code);
    const from = newPhone();
    const started = Date.now();
    const statuses: number[] = [];
    let sent = 0;
    const lane = async () => {
      while (sent < 1_000) {
        sent += 1;
        const forged = `198.51.100.${sent % 250}`;
        statuses.push((await hit(code, { headers: { 'Fastly-Client-IP': forged } }, from)).status);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    const seconds = (Date.now() - started) / 1000;
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    // Each of at most 4 workers: a burst of 60, then 10 a second (before: all 1,000 were counted), for
    // the time the hits took: no fixed figure, which a busy emulator taking them slowly would pass.
    expect(accepted).toBeLessThanOrEqual(4 * (60 + 10 * seconds));
    expect(await totalOf(code)).toBe(accepted);
  }, 120_000);

  it("counts no hit sent by another site's page, and still the download page's", async () => {
    const code = `it-cross-site-${run}`;
    await register(code);
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Referer: 'https://evil.example/promo' },
    ];
    for (const headers of foreign) expect((await hit(code, { headers })).status).toBe(204);
    expect(await totalOf(code)).toBe(0);

    const downloadPage = await fetch(`${hostingOrigin}/api/track-referral?ref=${code}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin', Referer: `${hostingOrigin}/t%C3%A9l%C3%A9charger?ref=${code}` },
    });
    expect(downloadPage.status).toBe(204);
    expect(await totalOf(code)).toBe(1);
  });

  it('counts each visitor once a day beside the exact hits: 300 hits of 100 phones are 300 hits and 100 visitors', async () => {
    const code = `it-uniques-${run}`;
    await register(code);
    const phoneIds = Array.from({ length: 100 }, (_, index) => `it-phone-${run}-${String(index).padStart(4, '0')}`);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      // A phone keeps its id whatever address its carrier gives it.
      statuses.push(
        ...(await Promise.all(phoneIds.map((id) => hit(code, {}, newPhone(), id).then((response) => response.status)))),
      );
    }
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    const { codes } = referralStatsSchema.parse((await statsOf(staff.functions, { code })).data);
    expect(codes[0]).toMatchObject({ code, total: 300, uniques: 100 });

    // Without an id, one address and browser is one visitor.
    const shared = newPhone();
    for (let call = 0; call < 3; call += 1) expect((await hit(code, {}, shared)).status).toBe(204);
    const after = referralStatsSchema.parse((await statsOf(staff.functions, { code })).data).codes[0];
    expect(after).toMatchObject({ total: 303, uniques: 101 });
  }, 60_000);

  it('keeps visitors only as salted hashes that expire, never the id or the address', async () => {
    const id = `it-secret-phone-${run}`;
    const from = newPhone();
    expect((await hit(`it-one-${run}`, {}, from, id)).status).toBe(204);
    const visitors = await adminDb.collection(collections.referralVisitors).get();
    expect(visitors.size).toBeGreaterThan(0);
    const stored = JSON.stringify(visitors.docs.map((visitor) => [visitor.id, visitor.data()]));
    expect(stored).not.toContain(id);
    expect(stored).not.toContain(from);
    for (const visitor of visitors.docs) {
      expect(visitor.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(visitor.data())).toEqual(['expiresAt']);
      expect(visitor.get('expiresAt').toMillis()).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000);
    }
    const salts = await adminDb.collection(collections.referralSalts).get();
    expect(salts.docs.map((salt) => salt.id)).toContain(shopDay(new Date()));
    for (const salt of salts.docs) expect(salt.get('expiresAt').toMillis()).toBeLessThanOrEqual(Date.now() + 2 * 86_400_000);
  });

  it('answers 405 to POST and writes nothing', async () => {
    const before = await shardCount();
    expect((await hit(`it-post-${run}`, { method: 'POST' })).status).toBe(405);
    expect(await shardCount()).toBe(before);
  });

  it('lets the Hosting emulator read the answer, and not another site', async () => {
    const allowed = await hit(`it-cors-${run}`, { headers: { Origin: 'http://127.0.0.1:5000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(allowed.headers.get('vary')).toMatch(/Origin/);

    const denied = await hit(`it-cors-${run}`, { headers: { Origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('getReferralStats on the Functions emulator', () => {
  it('pages staff through every campaign in code order, the unregistered codes with the first page, with the days of each', async () => {
    const keys: string[] = [];
    const campaigns = new Map<string, unknown>();
    const unregistered: unknown[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < 100; page += 1) {
      const stats = referralStatsSchema.parse(
        (await statsOf(staff.functions, { pageSize: 2, ...(pageToken && { pageToken }) })).data,
      );
      keys.push(...stats.codes.map(({ code }) => code));
      unregistered.push(stats.unregistered);
      for (const { code, campaign } of stats.codes) campaigns.set(code, campaign);
      const burst = stats.codes.find(({ code }) => code === `it-burst-${run}`);
      if (burst) expect(burst.days.reduce((sum, { count }) => sum + count, 0)).toBe(500);
      if (!stats.nextPageToken) break;
      pageToken = stats.nextPageToken;
    }
    expect(keys).toContain('affiche-plateau');
    expect(keys).toContain(`it-burst-${run}`);
    expect(keys).not.toContain(unregisteredBucket);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
    expect(unregistered[0]).toMatchObject({ code: unregisteredBucket, campaign: null });
    expect(unregistered.slice(1).every((bucket) => bucket === null)).toBe(true);
    // Each campaign comes with what staff see of it, so the page reads no campaign itself.
    expect(campaigns.get('affiche-plateau')).toMatchObject({
      label: 'Affiche du marché du Plateau',
      createdBy: seedAccounts.admin.uid,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('gives the days asked for, and refuses a range that is not one', async () => {
    const code = `it-burst-${run}`;
    const { codes } = referralStatsSchema.parse(
      (await statsOf(staff.functions, { code, from: '2020-01-01', to: '2020-01-31' })).data,
    );
    expect(codes).toEqual([
      {
        code,
        campaign: { label: `Test ${code}`, createdBy: seedAccounts.admin.uid, createdAt: expect.any(String) },
        total: 0,
        uniques: 0,
        days: [],
        orderDays: [],
      },
    ]);
    await expect(statsOf(staff.functions, { from: '2026-02-01', to: '2026-01-01' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it('sums closed days once into day roll-ups that equal their shards, then reads the roll-ups, not the shards', async () => {
    const code = `it-rollup-${run}`;
    await register(code);
    const days = ['2026-03-30', '2026-03-31', '2026-04-01'];
    const shards = adminDb.collection(collections.referralShards);
    const batch = adminDb.batch();
    days.forEach((day, at) => {
      for (let shard = 0; shard < 40; shard += 1) {
        batch.set(shards.doc(`${code}.${day}.${String(shard).padStart(3, '0')}`), {
          code,
          day,
          count: shard + at,
          uniques: shard % 3,
        });
      }
    });
    await batch.commit();
    const shardSums = async () => {
      const stored = await shards
        .where(FieldPath.documentId(), '>=', `${code}.`)
        .where(FieldPath.documentId(), '<', `${code}.~`)
        .get();
      const sums = new Map<string, { count: number; uniques: number }>();
      for (const document of stored.docs) {
        const { day, count, uniques } = document.data() as { day: string; count: number; uniques: number };
        const sum = sums.get(day) ?? { count: 0, uniques: 0 };
        sums.set(day, { count: sum.count + count, uniques: sum.uniques + uniques });
      }
      return [...sums].map(([day, sum]) => ({ day, ...sum })).sort((a, b) => a.day.localeCompare(b.day));
    };
    const expected = await shardSums();
    const read = async () =>
      referralStatsSchema.parse((await statsOf(staff.functions, { code, from: '2026-03-01', to: '2026-04-30' })).data).codes[0]
        ?.days;

    expect(await read()).toEqual(expected);
    // One roll-up per closed day, for every key: this code's sums in those of its days, none in the others.
    const rollups = await adminDb.getAll(
      ...['2026-03-02', ...days].map((day) => adminDb.collection(collections.referralRollups).doc(day)),
    );
    expect(rollups.map((rollup) => (rollup.get('keys') as Record<string, unknown> | undefined)?.[code])).toEqual([
      undefined,
      ...expected.map(({ count, uniques }) => ({ count, uniques })),
    ]);
    expect(rollups[0]?.get('day')).toBe('2026-03-02');

    // The shards of closed days are no longer read: with them gone, the answer is the same.
    const gone = adminDb.batch();
    for (const document of (
      await shards.where(FieldPath.documentId(), '>=', `${code}.`).where(FieldPath.documentId(), '<', `${code}.~`).get()
    ).docs) {
      gone.delete(document.ref);
    }
    await gone.commit();
    expect(await read()).toEqual(expected);
  });

  it('refuses an invalid code', async () => {
    await expect(statsOf(staff.functions, { code: 'a b' })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });

  it('refuses a seeded customer', async () => {
    const { verifiedCustomer } = seedAccounts;
    const customer = await signedInCallables(verifiedCustomer.email, verifiedCustomer.password);
    try {
      await expect(statsOf(customer.functions)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    } finally {
      await customer.close();
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    const visitor = anonymousCallables();
    try {
      await expect(statsOf(visitor.functions)).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    } finally {
      await visitor.close();
    }
  });
});
