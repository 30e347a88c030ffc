import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from './request-log';
import { operationsLimits } from '@kasuwa/contract/limits';
import { withoutPersonalData } from '@kasuwa/contract/operations';

/** The one write a failure or an error report makes: merged into the document of its kind and hour. */
export type CountedWrite = (collection: string, id: string, fields: Record<string, unknown>) => Promise<void>;

/** "2026-11-26T10": failures and reports of one kind are one document per hour. */
export const hourOf = (when: Date) => when.toISOString().slice(0, 13);

/** A short id of what failed and when: the same kind in the same hour lands on the same document. */
export function kindId(hour: string, ...parts: string[]): string {
  return `${hour}.${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16)}`;
}

export const expiryOf = (when: Date) => Timestamp.fromMillis(when.getTime() + operationsLimits.keepDays * 86_400_000);

/**
 * Counts one occurrence of `fields`' kind in its hour's document: the count goes up, the last time and
 * message are kept, and the document expires with the TTL policy. A failure to count is logged and
 * swallowed on purpose: recording an error must never hide the error being recorded.
 */
export async function countOccurrence(
  write: CountedWrite,
  collection: string,
  id: string,
  fields: Record<string, unknown>,
  now: Date,
): Promise<void> {
  try {
    await write(collection, id, {
      ...fields,
      hour: hourOf(now),
      count: FieldValue.increment(1),
      lastAt: Timestamp.fromDate(now),
      expiresAt: expiryOf(now),
    });
  } catch (error) {
    logger.error(`Could not count an occurrence in ${collection}:`, error, { id });
  }
}

/** What a failure says, without personal data and within the length staff read. */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return withoutPersonalData(text).slice(0, operationsLimits.messageLength);
}
