import { unregisteredBucket, type CampaignSummary } from '@kasuwa/contract/referrals';
import { readCampaign } from '@kasuwa/contract/records';

/** A registered campaign as the stats list it: its code and what staff see of it. */
export interface ListedCampaign {
  code: string;
  campaign: CampaignSummary;
}

/** What staff see of a stored campaign, read leniently: a damaged document still lists. */
export function campaignSummary(data: unknown): CampaignSummary {
  const { label, createdBy, createdAt } = readCampaign(data);
  return { label: label ?? null, createdBy: createdBy ?? null, createdAt: createdAt?.toISOString() ?? null };
}

/** The reads of referralCampaigns the counting and the stats make. */
export interface CampaignReads {
  isRegistered(code: string): Promise<boolean>;
  /** One campaign, or null when no campaign registers the code. */
  campaignOf(code: string): Promise<CampaignSummary | null>;
  /** Registered campaigns in code order, after `after` when given, at most `limit`. */
  campaignsAfter(after: string | undefined, limit: number): Promise<ListedCampaign[]>;
}

/**
 * Which key a hit is counted under: its code when a campaign registers it, else the one bucket of
 * unregistered codes. Answers are kept for a minute per instance, so a busy code costs one read a
 * minute, and a new campaign counts under its code within a minute of being registered.
 */
export function createCampaignRegistry(
  reads: Pick<CampaignReads, 'isRegistered'>,
  { ttlMs = 60_000, maxEntries = 5_000, now = Date.now }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const known = new Map<string, { registered: boolean; until: number }>();
  return {
    async keyOf(code: string): Promise<string> {
      const time = now();
      let entry = known.get(code);
      if (!entry || entry.until <= time) {
        // Random codes must not grow the cache without bound either.
        if (known.size >= maxEntries) known.clear();
        entry = { registered: await reads.isRegistered(code), until: time + ttlMs };
        known.set(code, entry);
      }
      return entry.registered ? code : unregisteredBucket;
    },
  };
}
