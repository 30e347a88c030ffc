import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import { blobFolders, collections } from '@kasuwa/contract/collections';
import type { FeedbackType } from '@kasuwa/contract/roles';
import { adminDb } from '../../support/admin-app';
import { saveLocalBlob } from '../../support/local-blobs';

/** A phone-shaped PNG in the running local blob store, where the app's upload would put it. */
async function saveScreenshot(path: string): Promise<string> {
  const png = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  return saveLocalBlob(path, png, 'image/png');
}

/**
 * A feedback sent just now by the verified customer, listed first (listedAt now), optionally with a
 * screenshot at the path the app uses: feedbackScreenshots/{uploader}/{feedback id}.png.
 */
export async function createFeedback({
  id,
  message,
  feedbackType = 'bug',
  userId = 'seed-customer-verified',
  withScreenshot = false,
}: {
  id: string;
  message: string;
  feedbackType?: FeedbackType;
  userId?: string;
  withScreenshot?: boolean;
}) {
  const screenshotUrl = withScreenshot
    ? await saveScreenshot(`${blobFolders.feedbackScreenshots}/${userId}/${id}.png`)
    : undefined;
  const now = Timestamp.now();
  await adminDb
    .collection(collections.feedback)
    .doc(id)
    .set({ feedbackType, message, userId, createdAt: now, listedAt: now, ...(screenshotUrl && { screenshotUrl }) });
  return { id, message, screenshotUrl };
}

export async function feedbackExists(id: string): Promise<boolean> {
  return (await adminDb.collection(collections.feedback).doc(id).get()).exists;
}
