import { logger } from '../operations/request-log';
import { blobFolders } from '@kasuwa/contract/collections';
import { readFeedback } from '@kasuwa/contract/records';
import type { BlobStore } from '../blobs/blob-store';

/**
 * Whether a blob path is the screenshot of this feedback: `feedbackScreenshots/{uploader}/{id}.{ext}`.
 * screenshotUrl is written by the app, so any other file it names (a product image, another
 * feedback's screenshot) must survive the feedback's deletion.
 */
export function isScreenshotOf(path: string, feedbackId: string): boolean {
  const [folder, uploader, file, ...rest] = path.split('/');
  return (
    folder === blobFolders.feedbackScreenshots &&
    Boolean(uploader) &&
    rest.length === 0 &&
    file?.replace(/\.[A-Za-z0-9]+$/, '') === feedbackId
  );
}

/** removeFeedbackScreenshot: when a feedback is deleted, removes its screenshot from our blob store. */
export function removeScreenshotHandler(store: Pick<BlobStore, 'pathOf' | 'remove'>) {
  return async (feedbackId: string, data: { [field: string]: unknown }): Promise<void> => {
    const url = readFeedback(data).screenshotUrl;
    if (url === undefined) {
      logger.info('removeFeedbackScreenshot removed nothing: the feedback had no screenshot', { feedbackId });
      return;
    }
    const path = store.pathOf(url);
    if (path === null) {
      logger.info('removeFeedbackScreenshot removed nothing: the screenshot is not in our blob store', { feedbackId });
      return;
    }
    if (!isScreenshotOf(path, feedbackId)) {
      logger.warn("removeFeedbackScreenshot kept a file the screenshot URL names: it is not this feedback's screenshot", {
        feedbackId,
        path,
      });
      return;
    }
    await store.remove(path);
    logger.info('Removed the screenshot of a deleted feedback', { feedbackId, path });
  };
}
