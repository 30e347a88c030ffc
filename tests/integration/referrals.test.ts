import { httpsCallable, type Functions } from 'firebase/functions';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { referralCollections, referralStatsSchema } from '@kasuwa/contract/referrals';
import { adminDb } from '../support/admin-app';
import { anonymousCallables, signedInCallables } from '../support/callable-client';
import { functionsOrigin, projectId } from '../support/emulators';
import { seedAccounts } from '../support/seed-accounts';

const trackUrl = `${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.trackReferral}`;

// Codes of this run only, so the counts never depend on an earlier run or another test.
const run = Date.now().toString(36);

const hit = (ref?: string, init?: RequestInit) =>
  fetch(ref === undefined ? trackUrl : `${trackUrl}?ref=${encodeURIComponent(ref)}`, init);

/**
 * Hits in flight at once. The Functions emulator runs at most FUNCTIONS_EMULATOR_PARALLEL of them
 * (scripts/lib/emulators.mjs) and queues the rest, so several hits still race on the same shard, which
 * is what exact counting has to survive, without a worker process per hit.
 */
const inFlight = 25;

async function hitMany(code: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  let started = 0;
  const lane = async () => {
    while (started < count) {
      started += 1;
      statuses.push((await hit(code)).status);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return statuses;
}

let staff: Awaited<ReturnType<typeof signedInCallables>>;
beforeAll(async () => {
  staff = await signedInCallables(seedAccounts.admin.email, seedAccounts.admin.password);
  await hitMany(`it-warm-up-${run}`, inFlight);
});
afterAll(() => staff.close());

const statsOf = (functions: Functions, data: { code?: string } | null = null) =>
  httpsCallable(functions, functionNames.getReferralStats)(data);

async function totalOf(code: string): Promise<number> {
  const { codes } = referralStatsSchema.parse((await statsOf(staff.functions, { code })).data);
  return codes.find((stats) => stats.code === code)?.total ?? 0;
}

const shardCount = async () => (await adminDb.collection(referralCollections.shards).get()).size;

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
  it('gives staff every code, most hits first, with the days of each', async () => {
    const { codes } = referralStatsSchema.parse((await statsOf(staff.functions)).data);
    const burst = codes.find(({ code }) => code === `it-burst-${run}`);
    expect(burst?.days.reduce((sum, { count }) => sum + count, 0)).toBe(500);
    expect(codes.map(({ total }) => total)).toEqual(codes.map(({ total }) => total).sort((a, b) => b - a));
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
