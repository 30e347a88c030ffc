/**
 * How many hits one client address may make, per function instance: a token bucket of `burst`
 * tokens refilled at `perSecond`. Kept in memory rather than in Firestore, since a counter document
 * per address would be the hot document a burst must not hit; with at most 10 instances the
 * platform-wide rate is at most ten times this.
 */
export const referralHitLimit = { burst: 60, perSecond: 10 } as const;

/**
 * How many hits every client together may make, per function instance: twice the 500 hits a second on
 * one code the counters are built for (docs/capacity.md) across 10 instances, and a bound on what a
 * crowd of addresses can make the shop pay in writes.
 */
export const referralHitLimitInAll = { burst: 1_000, perSecond: 100 } as const;

interface Bucket {
  tokens: number;
  at: number;
}

export function createClientLimiter({
  burst = referralHitLimit.burst,
  perSecond = referralHitLimit.perSecond,
  maxClients = 10_000,
  now = Date.now,
}: { burst?: number; perSecond?: number; maxClients?: number; now?: () => number } = {}) {
  const buckets = new Map<string, Bucket>();

  /** Forgets the clients whose buckets are full again, so memory stays bounded under a flood of addresses. */
  const forgetRested = (time: number) => {
    for (const [client, bucket] of buckets) {
      if (bucket.tokens + ((time - bucket.at) / 1000) * perSecond >= burst) buckets.delete(client);
    }
  };

  return {
    /** Takes one hit from the client's budget: false when it is used up. */
    allow(client: string): boolean {
      const time = now();
      if (buckets.size >= maxClients && !buckets.has(client)) {
        forgetRested(time);
        // Every bucket still in use: the oldest client is forgotten, the newest is served.
        if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value as string);
      }
      const bucket = buckets.get(client) ?? { tokens: burst, at: time };
      const tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      const allowed = tokens >= 1;
      buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at: time });
      return allowed;
    },
  };
}
