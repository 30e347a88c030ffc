import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from './operations/request-log';

// gRPC INVALID_ARGUMENT: how Firestore refuses a transaction it has closed; nothing of it was written.
const invalidArgument = 3;
const triesWhenClosed = 3;

/**
 * Whether Firestore closed the transaction before its commit. The Admin SDK runs a transaction again
 * when production says it "has expired", but the emulator words the same refusal "Transaction is
 * invalid or closed" when a lock wait times out under contention (twenty orders taking numbers at once
 * on a loaded machine), and the SDK gives that up at once.
 */
export function isClosedTransaction(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === invalidArgument && typeof message === 'string' && /transaction is invalid or closed/i.test(message);
}

/** `db.runTransaction(work)`, run again (at most three runs) when Firestore closed it before its commit. */
export async function runTransaction<T>(db: Firestore, what: string, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await db.runTransaction(work);
    } catch (error) {
      if (!isClosedTransaction(error) || run >= triesWhenClosed) throw error;
      logger.warn('Firestore closed a transaction before its commit: nothing was written, it runs again', { what, run });
    }
  }
}
