import { collections } from '@kasuwa/contract/collections';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { adminDb } from '../support/admin-app';
import { functionsOrigin, hostingOrigin, projectId } from '../support/emulators';

/**
 * Budgets that hold for all callers, on the emulators (at most 4 function workers, each with its own
 * in-memory budgets, as 4 instances would be): one IPv6 network cannot pass for 2,000 phones, and a
 * flood of error reports from many addresses does not hide a real one.
 */
const functionUrl = (name: string) => `${functionsOrigin}/${projectId}/${functionsRegion}/${name}`;
const run = Date.now().toString(36);
const workers = 4;

async function inLanes<T>(count: number, lanes: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let started = 0;
  const lane = async () => {
    while (started < count) {
      const index = (started += 1);
      results.push(await send(index));
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

describe('trackReferral', () => {
  it('budgets one IPv6 /64 as one client: 2,000 hits from its addresses are mostly refused, and the rest counted exactly', async () => {
    const code = `it-slash64-${run}`;
    // Registered, so its hits are counted under its own key.
    await adminDb
      .collection(collections.referralCampaigns)
      .doc(code)
      .set({ code, label: 'Test /64', createdBy: 'seed-admin', createdAt: new Date() });
    const started = Date.now();
    const statuses = await inLanes(2_000, 25, async (index) => {
      const response = await fetch(`${functionUrl(functionNames.trackReferral)}?ref=${code}`, {
        headers: { 'X-Forwarded-For': `2001:db8:64:1:${index.toString(16)}:0:0:1` },
      });
      return response.status;
    });
    const seconds = (Date.now() - started) / 1000;
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    // Each worker: a burst of 60, then 10 a second, for the whole /64. How few get through depends on
    // how fast the hits come, so the bound follows the time they took: under 45 s it is below 2,000,
    // which a budget per address would let through.
    expect(accepted).toBeLessThanOrEqual(workers * (60 + 10 * seconds));
    const shards = await adminDb.collection(collections.referralShards).where('code', '==', code).get();
    expect(shards.docs.reduce((sum, shard) => sum + Number(shard.get('count') ?? 0), 0)).toBe(accepted);
    await adminDb.collection(collections.referralCampaigns).doc(code).delete();
    // Another network is not held back by it.
    expect(
      (
        await fetch(`${functionUrl(functionNames.trackReferral)}?ref=${code}`, {
          headers: { 'X-Forwarded-For': '2001:db8:64:2::1' },
        })
      ).status,
    ).toBe(204);
  }, 120_000);
});

describe('/api/errors', () => {
  const report = (message: string, from: string) =>
    fetch(functionUrl('reportClientError'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: hostingOrigin, 'X-Forwarded-For': from },
      body: JSON.stringify({ kind: 'error', message, page: '/boutique', area: 'public' }),
    });

  it('lets a flood of one report from 1,000 addresses fill only its own budget: a real report still gets through and is stored', async () => {
    const flood = `Flood ${run}: gagnez sur https://arnaque.example/promo`;
    const started = Date.now();
    const statuses = await inLanes(
      1_000,
      25,
      async (index) => (await report(flood, `198.51.${Math.floor(index / 250)}.${index % 250}`)).status,
    );
    const minutes = (Date.now() - started) / 60_000;
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    // Each worker takes a burst of 10 reports of one kind, then 10 a minute, from every address together:
    // on a busy machine the flood can last past a minute.
    expect(accepted).toBeLessThanOrEqual(workers * (10 + 10 * minutes));
    expect(accepted).toBeLessThan(200);
    const real = `Real ${run}: x is not a function`;
    // Each worker's new kinds are open to it: a few tries reach any worker that is free.
    const realStatuses = await Promise.all(Array.from({ length: workers }, (_, index) => report(real, `203.0.113.${index + 1}`)));
    expect(realStatuses.map((response) => response.status)).toContain(204);
    const stored = await adminDb.collection(collections.clientErrors).where('page', '==', '/boutique').get();
    const messages = stored.docs.map((error) => String(error.get('message')));
    expect(messages).toContain(real);
    // The flood's link to another site was not stored.
    expect(new Set(messages.filter((message) => message.startsWith(`Flood ${run}`)))).toEqual(
      new Set([`Flood ${run}: gagnez sur [link]`]),
    );
  }, 120_000);
});
