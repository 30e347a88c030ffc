import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from '../operations/request-log';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { collections } from '@kasuwa/contract/collections';
import { blobStore } from '../blobs';
import { db } from '../firebase';
import { isFirestoreNotFound } from '../firestore-errors';
import { stampListedAtHandler } from './listed-at';
import { removeScreenshotHandler } from './remove-screenshot';
import { loggedTrigger, onDeletedDocument } from '../logged-trigger';
import { observed } from '../operations/observers';

const stampListedAt = stampListedAtHandler(async (id: string, listedAt: Timestamp) => {
  try {
    await db.collection(collections.feedback).doc(id).update({ listedAt });
    return true;
  } catch (error) {
    if (isFirestoreNotFound(error)) return false;
    throw error;
  }
});
const removeScreenshot = removeScreenshotHandler(blobStore);

/** Gives every new feedback the staff list's sort key, which no client may write. */
export const stampFeedbackListedAt = onDocumentCreated(
  `${collections.feedback}/{feedbackId}`,
  observed.event('stampFeedbackListedAt', async (event) => {
    const { feedbackId } = event.params;
    // The emulator, at least, sends the event without the document when it was deleted straight away.
    if (!event.data?.exists) {
      logger.info('stampFeedbackListedAt changed nothing: the event carries no document', { feedbackId });
      return;
    }
    const created = event.data;
    await loggedTrigger('stamp listedAt on a new feedback', { feedbackId }, () =>
      stampListedAt({ id: feedbackId, data: created.data(), createTime: created.createTime }),
    );
  }),
);

/** Deleting a feedback (staff page, console) removes its screenshot file. */
export const removeFeedbackScreenshot = onDeletedDocument(
  collections.feedback,
  'removeFeedbackScreenshot',
  'remove the screenshot of a deleted feedback',
  removeScreenshot,
);
