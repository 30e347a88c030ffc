import { FieldValue, Timestamp, type CollectionReference, type DocumentReference } from 'firebase-admin/firestore';
import { counterId, type RateLimit } from './rate-limiter';

// gRPC status of a create whose document exists already.
const alreadyExists = 6;

/** Counts one more call on a counter read as `stored`: a new window when it has none open. */
async function countOn(ref: DocumentReference, limit: RateLimit, stored: Record<string, unknown> | undefined, now: number) {
  const increment = () => ref.update({ count: FieldValue.increment(1) });
  const fresh = { name: limit.name, count: 1, expiresAt: Timestamp.fromMillis(now + limit.windowMs) };
  if (isOpen(stored, now)) await increment();
  else if (stored === undefined) {
    // Calls racing on a new window: the first creates it, the others count on it (none is lost).
    await ref.create(fresh).catch(async (error: unknown) => {
      if ((error as { code?: unknown }).code !== alreadyExists) throw error;
      await increment();
    });
  } else await ref.set(fresh);
}

const isOpen = (stored: Record<string, unknown> | undefined, now: number) =>
  typeof stored?.count === 'number' && stored.expiresAt instanceof Timestamp && stored.expiresAt.toMillis() > now;

/**
 * Counts one call against every limit, outside any transaction: the first limit already spent, with
 * nothing counted, or null once the call is counted on them all. A read of each counter and a blind
 * increment: calls that race may pass a limit by as many as run at once, but no call waits on
 * another's lock (twenty retries of one order at once did, in the emulator, long enough for their
 * order transactions to be closed). One read and one write per limit.
 */
export async function countCallWithoutLock(
  counters: CollectionReference,
  limits: readonly RateLimit[],
  now = Date.now(),
): Promise<RateLimit | null> {
  if (limits.length === 0) return null;
  const refs = limits.map((limit) => counters.doc(counterId(limit)));
  const snapshots = await counters.firestore.getAll(...refs);
  const stored = snapshots.map((snapshot) => snapshot.data());
  const spent = limits.find((limit, at) => isOpen(stored[at], now) && (stored[at]?.count as number) >= limit.max);
  if (spent) return spent;
  await Promise.all(limits.map((limit, at) => countOn(refs[at] as DocumentReference, limit, stored[at], now)));
  return null;
}
