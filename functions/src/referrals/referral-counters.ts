import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { shopDay, shopHour } from '@kasuwa/contract/days';
import { referralShardSchema, type ReferralShard } from '@kasuwa/contract/referrals';

/**
 * Hits of one key on one day are spread over this many shard documents. Firestore advises about one
 * sustained write a second per document, so 500 shards take 500 hits a second on one code, every hit
 * one write (docs/capacity.md). A quiet code makes few shards: only those a hit landed on exist, and
 * the stats read only those.
 */
export const referralShardCount = 500;

interface ShardSnapshot {
  ref: { path: string };
  data(): unknown;
}

/** The writes and reads of referralShards and referralVisitors that the counters make. */
export interface CounterStore {
  /**
   * In one atomic write: records the visitor (create, so it fails if already there) and adds the hit
   * and the first visit to the shard. False, with nothing written, when the visitor was recorded.
   */
  addFirstVisit(shardId: string, shard: object, visitorId: string, visitor: object): Promise<boolean>;
  /** Adds the hit alone to the shard (merged, created when missing). */
  addHit(shardId: string, shard: object): Promise<void>;
  /** The shards of every key whose `day` lies between the two, both included. */
  daysBetween(first: string, last: string): Promise<{ docs: ShardSnapshot[] }>;
}

/**
 * Visitor records one instance writes per key and Niamey day at most (10 instances: 50,000 a key and
 * day, far above a Niamey campaign's phones): past it a hit still counts, its visitor is not recorded,
 * so a script inventing visitor ids cannot make the shop store a record per hit.
 */
export const maxVisitorsPerKeyDay = 5_000;

interface CounterOptions {
  /** The day's random salt: visitor hashes of different days cannot be linked. */
  saltOf(day: string): Promise<string>;
  maxVisitors?: number;
  now?: () => Date;
  /** In [0, 1), as Math.random. */
  random?: () => number;
}

/** The id of a shard: "." appears in no key or day, so ids never collide and never look reserved. */
export function shardId(key: string, day: string, shard: number): string {
  return `${key}.${day}.${String(shard).padStart(3, '0')}`;
}

/** When a visitor record may go (a TTL policy on `expiresAt`): two days after its Niamey day. */
export function visitorExpiry(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+01:00`) + 3 * 86_400_000);
}

export function createReferralCounters(
  store: CounterStore,
  { saltOf, now = () => new Date(), random = Math.random, maxVisitors = maxVisitorsPerKeyDay }: CounterOptions,
) {
  // Visitor records written by this instance, per key, for the open day only.
  let visitorsDay = '';
  const visitorsWritten = new Map<string, number>();
  /** Whether this hit may try to record its visitor: false once the key's cap for the day is reached. */
  const mayRecordVisitor = (key: string, day: string) => {
    if (day !== visitorsDay) {
      visitorsDay = day;
      visitorsWritten.clear();
    }
    return (visitorsWritten.get(key) ?? 0) < maxVisitors;
  };
  return {
    /**
     * Counts one hit of `key` by `visitor` (any text that tells a phone apart; only its salted hash is
     * stored): the hit always, the visitor once per key and Niamey day.
     */
    async countHit(key: string, visitor: string): Promise<void> {
      const at = now();
      const day = shopDay(at);
      const hours = { [shopHour(at)]: FieldValue.increment(1) };
      const id = shardId(key, day, Math.floor(random() * referralShardCount));
      if (!mayRecordVisitor(key, day)) {
        await store.addHit(id, { code: key, day, count: FieldValue.increment(1), hours });
        return;
      }
      const visitorId = createHash('sha256')
        .update(`${await saltOf(day)}|${key}|${visitor}`)
        .digest('hex');
      const first = await store.addFirstVisit(
        id,
        { code: key, day, count: FieldValue.increment(1), uniques: FieldValue.increment(1), hours },
        visitorId,
        { expiresAt: visitorExpiry(day) },
      );
      if (first) visitorsWritten.set(key, (visitorsWritten.get(key) ?? 0) + 1);
      else await store.addHit(id, { code: key, day, count: FieldValue.increment(1), hours });
    },

    /** The shards of every key from one Niamey day to another; a malformed shard is an error, never skipped. */
    async readShards(from: string, to: string): Promise<ReferralShard[]> {
      const snapshot = await store.daysBetween(from, to);
      return snapshot.docs.map((document) => {
        const parsed = referralShardSchema.safeParse(document.data());
        if (!parsed.success) {
          throw new Error(`Malformed referral shard ${document.ref.path}: ${z.prettifyError(parsed.error)}`);
        }
        return parsed.data;
      });
    },
  };
}
