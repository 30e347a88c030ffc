import { Timestamp } from 'firebase-admin/firestore';
import { logger } from '../operations/request-log';

interface CreatedFeedback {
  id: string;
  data: { [field: string]: unknown };
  /** When Firestore created the document. */
  createTime: Timestamp;
}

/**
 * The staff list's sort key: createdAt when the app sent it, else the document's create time, so that
 * records from old app versions without createdAt still sort among the others.
 */
export function listedAtOf({ id, data, createTime }: CreatedFeedback): Timestamp {
  if (data.createdAt instanceof Timestamp) return data.createdAt;
  if (data.createdAt !== undefined) {
    logger.warn('A feedback has a createdAt that is not a timestamp; it is listed at its create time', { id });
  }
  return createTime;
}

/**
 * stampFeedbackListedAt: writes listedAt into a new feedback. `stamp` writes into the existing
 * document only and answers false when it is gone already (deleted straight after it was sent).
 */
export function stampListedAtHandler(stamp: (id: string, listedAt: Timestamp) => Promise<boolean>) {
  return async (feedback: CreatedFeedback): Promise<void> => {
    if (feedback.data.listedAt !== undefined) {
      logger.info('stampFeedbackListedAt changed nothing: the feedback has listedAt already', { id: feedback.id });
      return;
    }
    const listedAt = listedAtOf(feedback);
    if (!(await stamp(feedback.id, listedAt))) {
      logger.info('stampFeedbackListedAt changed nothing: the feedback was deleted already', { id: feedback.id });
      return;
    }
    logger.info('Stamped listedAt on a new feedback', { id: feedback.id, listedAt: listedAt.toDate().toISOString() });
  };
}
