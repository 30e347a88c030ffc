import { unregisteredBucket } from '@kasuwa/contract/referrals';

/** The reads of referralCampaigns the counting and the stats make. */
export interface CampaignReads {
  isRegistered(code: string): Promise<boolean>;
  /** Registered codes in code order, after `after` when given, at most `limit`. */
  codesAfter(after: string | undefined, limit: number): Promise<string[]>;
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
