import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { referralDay, referralShardSchema, type ReferralShard } from '@kasuwa/contract/referrals';

/**
 * Hits of one code on one day are spread over this many shard documents. Firestore advises about one
 * sustained write a second per document, beyond which writes slow down or fail with contention, so a
 * burst on one code (a link shared in a WhatsApp group) must not land on a single counter. 20 shards
 * take about 20 writes a second per code and share out a burst (500 simultaneous hits → about 25 per
 * shard), while the stats still read at most 20 small documents per code and day.
 */
export const referralShardCount = 20;

interface ShardSnapshot {
  ref: { path: string };
  data(): unknown;
}

/** The part of the firebase-admin collection of shards that the counters use. */
export interface ShardCollection {
  doc(id: string): { set(data: object, options: { merge: true }): Promise<unknown> };
  /** The shards whose ids lie between the two, both included. */
  idsBetween(first: string, last: string): Promise<{ docs: ShardSnapshot[] }>;
}

interface CounterOptions {
  now?: () => Date;
  /** In [0, 1), as Math.random. */
  random?: () => number;
}

/** The id of a shard: "." appears in no code or day, so ids never collide and never look reserved. */
export function shardId(code: string, day: string, shard: number): string {
  return `${code}.${day}.${String(shard).padStart(2, '0')}`;
}

export function createReferralCounters(
  shards: ShardCollection,
  { now = () => new Date(), random = Math.random }: CounterOptions = {},
) {
  return {
    /** One write: the hit is added to a random shard of its key and Niamey day, never read back. */
    async countHit(code: string): Promise<void> {
      const day = referralDay(now());
      const shard = Math.floor(random() * referralShardCount);
      await shards.doc(shardId(code, day, shard)).set({ code, day, count: FieldValue.increment(1) }, { merge: true });
    },

    /** The shards of one key from one Niamey day to another; a malformed shard is an error, never skipped. */
    async readShards(key: string, from: string, to: string): Promise<ReferralShard[]> {
      // Ids are key.day.shard, so a key's days in order are one range of ids.
      const snapshot = await shards.idsBetween(`${key}.${from}.`, `${key}.${to}.~`);
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
