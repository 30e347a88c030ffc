import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from './operations/request-log';
import { onDocumentDeleted, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { observed, recordFailure } from './operations/observers';

/**
 * A trigger's work with the log line every trigger gives a failure: what could not be done and for
 * which document. The failure is counted for /store/health and thrown again, so the platform records
 * the failed run (and retries it where the trigger retries).
 */
export async function loggedTrigger(what: string, about: Record<string, unknown>, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error(`Could not ${what}:`, error, about);
    await recordFailure(what, error);
    throw error;
  }
}

/**
 * A trigger on the deletion of a document of `collection`: `work` gets its id and its last data. An
 * event that carries no document (the emulator sends some) is logged under `name` and ends the run.
 */
export function onDeletedDocument(
  collection: string,
  name: string,
  what: string,
  work: (id: string, data: DocumentData) => Promise<unknown>,
) {
  return onDocumentDeleted(
    `${collection}/{id}`,
    observed.event(name, async (event: FirestoreEvent<QueryDocumentSnapshot | undefined, { id: string }>) => {
      const { id } = event.params;
      if (!event.data?.exists) {
        logger.warn(`${name} removed nothing: the event carries no deleted document`, { id });
        return;
      }
      const deleted = event.data.data();
      await loggedTrigger(what, { id }, () => work(id, deleted));
    }),
  );
}
