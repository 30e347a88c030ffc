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
 * Counts one call against every limit inside a transaction, reading before it writes, so concurrent
 * calls cannot slip past a limit together. When any limit is used up, nothing is counted and the
 * answer is false. For a transaction that writes more (an order and its counters at once).
 */
export async function countCall<Ref>(
  transaction: CounterTransaction<Ref>,
  doc: (id: string) => Ref,
  limits: readonly RateLimit[],
  at: number,
): Promise<boolean> {
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
  if (next.some((counter, index) => counter.count > (limits[index]?.max ?? 0))) return false;
  next.forEach((counter, index) => transaction.set(refs[index] as Ref, counter));
  return true;
}

export function createRateLimiter<Ref>(store: CounterStore<Ref>, now: () => number = Date.now) {
  return {
    /** Counts one call against every limit in a transaction of its own (see countCall). */
    consume: (limits: readonly RateLimit[]): Promise<boolean> =>
      store.runTransaction((transaction) => countCall(transaction, (id) => store.doc(id), limits, now())),
  };
}
