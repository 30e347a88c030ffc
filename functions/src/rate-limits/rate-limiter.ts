import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import { timestampSchema } from '@kasuwa/contract/schemas';

/** At most `max` calls per `windowMs` for one subject (an email, an address) of one named limit. */
export interface RateLimit {
  name: string;
  subject: string;
  max: number;
  windowMs: number;
}

/**
 * One counter document. The window is fixed: it starts with the first call and ends at `expiresAt`,
 * which is also the field a Firestore TTL policy can use to delete spent counters.
 */
const counterSchema = z.object({ name: z.string(), count: z.number().int().nonnegative(), expiresAt: timestampSchema });

export interface CounterTransaction<Ref> {
  get(ref: Ref): Promise<{ data(): unknown }>;
  set(ref: Ref, data: { name: string; count: number; expiresAt: Timestamp }): unknown;
}

/** The part of Firestore the limiter uses: the counters' documents and transactions. */
export interface CounterStore<Ref> {
  doc(id: string): Ref;
  runTransaction<T>(work: (transaction: CounterTransaction<Ref>) => Promise<T>): Promise<T>;
}

/** The counter's document id: a hash, so no email or address is stored in clear. */
export function counterId({ name, subject }: Pick<RateLimit, 'name' | 'subject'>): string {
  return createHash('sha256')
    .update(JSON.stringify([name, subject]))
    .digest('hex');
}

/**
 * Reads every limit's counter inside a transaction and says whether one more call fits them all;
 * `take` then counts it (writes, so it must come after the transaction's other reads). Concurrent
 * calls cannot slip past a limit together: each transaction read the counters it writes.
 */
export async function readCallCounts<Ref>(
  transaction: CounterTransaction<Ref>,
  doc: (id: string) => Ref,
  limits: readonly RateLimit[],
  at: number,
): Promise<{ allowed: boolean; take(): void }> {
  const refs = limits.map((limit) => doc(counterId(limit)));
  const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
  const next = limits.map((limit, index) => {
    const stored = snapshots[index]?.data();
    const counter = counterSchema.safeParse(stored);
    if (stored !== undefined && !counter.success) {
      logger.warn('Restarted a malformed rate-limit counter', { name: limit.name, id: counterId(limit) });
    }
    return counter.success && counter.data.expiresAt.toMillis() > at
      ? {
          name: limit.name,
          count: counter.data.count + 1,
          expiresAt: Timestamp.fromMillis(counter.data.expiresAt.toMillis()),
        }
      : { name: limit.name, count: 1, expiresAt: Timestamp.fromMillis(at + limit.windowMs) };
  });
  const allowed = next.every((counter, index) => counter.count <= (limits[index]?.max ?? 0));
  return { allowed, take: () => next.forEach((counter, index) => transaction.set(refs[index] as Ref, counter)) };
}

/**
 * Counts one call against every limit inside a transaction, reading before it writes. When any limit
 * is used up, nothing is counted and the answer is false.
 */
export async function countCall<Ref>(
  transaction: CounterTransaction<Ref>,
  doc: (id: string) => Ref,
  limits: readonly RateLimit[],
  at: number,
): Promise<boolean> {
  const counts = await readCallCounts(transaction, doc, limits, at);
  if (counts.allowed) counts.take();
  return counts.allowed;
}

export function createRateLimiter<Ref>(store: CounterStore<Ref>, now: () => number = Date.now) {
  return {
    /** Counts one call against every limit in a transaction of its own (see countCall). */
    consume: (limits: readonly RateLimit[]): Promise<boolean> =>
      store.runTransaction((transaction) => countCall(transaction, (id) => store.doc(id), limits, now())),
  };
}
