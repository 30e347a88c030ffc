import { Timestamp } from 'firebase-admin/firestore';
import { campaignSummary, createCampaignRegistry } from './campaign-registry';

describe('campaignSummary', () => {
  it('gives staff the label, creator and date of a campaign, and null for what a damaged one lacks', () => {
    const createdAt = Timestamp.fromDate(new Date('2026-10-01T08:00:00Z'));
    expect(campaignSummary({ code: 'affiche', label: 'Affiche', createdBy: 'seed-admin', createdAt })).toEqual({
      label: 'Affiche',
      createdBy: 'seed-admin',
      createdAt: '2026-10-01T08:00:00.000Z',
    });
    expect(campaignSummary({ label: 42, createdAt: 'hier' })).toEqual({ label: null, createdBy: null, createdAt: null });
    expect(campaignSummary(undefined)).toEqual({ label: null, createdBy: null, createdAt: null });
  });
});

describe('the campaign registry', () => {
  it('counts a registered code under itself and any other in the unregistered bucket', async () => {
    const registry = createCampaignRegistry({ isRegistered: async (code) => code === 'affiche-plateau' });
    expect(await registry.keyOf('affiche-plateau')).toBe('affiche-plateau');
    expect(await registry.keyOf('x7Gq2')).toBe('~unregistered');
  });

  it('reads each code at most once a minute, and bounds what it remembers', async () => {
    let time = 0;
    const reads: string[] = [];
    const registered = new Set<string>();
    const registry = createCampaignRegistry(
      {
        isRegistered: async (code) => {
          reads.push(code);
          return registered.has(code);
        },
      },
      { now: () => time, maxEntries: 3 },
    );
    await registry.keyOf('nouvelle');
    registered.add('nouvelle');
    time += 59_000;
    expect(await registry.keyOf('nouvelle')).toBe('~unregistered');
    time += 1_000;
    expect(await registry.keyOf('nouvelle')).toBe('nouvelle');
    expect(reads).toEqual(['nouvelle', 'nouvelle']);
    for (const code of ['a', 'b', 'c', 'd']) await registry.keyOf(code);
    await registry.keyOf('nouvelle');
    expect(reads.at(-1)).toBe('nouvelle');
  });
});
