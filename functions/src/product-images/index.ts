import { randomBytes } from 'node:crypto';
import { logger } from '../operations/request-log';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { blobStore } from '../blobs';
import { config } from '../config';
import { auth, db } from '../firebase';
import { removeProductImagesHandler } from './remove-product-images';
import { uploadProductImageHandler } from './upload-product-image';
import { loggedTrigger, onDeletedDocument } from '../logged-trigger';
import { observed } from '../operations/observers';

/**
 * Called by the store admin from the browser. Cloud Run lets every caller in; the handler checks the
 * ID token's role and answers CORS from the allow-list (`cors: false` stops the emulator allowing all).
 * Eight requests per instance, so that slow or anonymous bodies hold a slot each rather than an
 * instance; the handler decodes one image at a time (a 40-megapixel image takes a few hundred MB).
 * Memory: eight bodies of at most 32 MB (the platform's limit) and one decode fit in 1 GiB
 * (docs/adr/0059-upload-bodies.md).
 */
export const uploadProductImage = onRequest(
  { invoker: 'public', cors: false, memory: '1GiB', concurrency: 8, cpu: 1, timeoutSeconds: 120 },
  observed.request(
    'uploadProductImage',
    uploadProductImageHandler({
      allowedOrigins: config().ALLOWED_ORIGINS,
      // Checking revocation (disabled, sessions ended) and reading the role as Auth holds it now cost
      // two Auth reads per upload, and a removed admin stops uploading at once, however they were removed.
      verifyIdToken: async (token) => {
        const decoded = await auth.verifyIdToken(token, true);
        return { ...decoded, role: (await auth.getUser(decoded.uid)).customClaims?.role };
      },
      store: blobStore,
      now: Date.now,
      uniquePart: () => randomBytes(5).toString('hex'),
    }),
  ),
);

const removeProductImages = removeProductImagesHandler(blobStore, async (productId) =>
  (await db.collection(collections.products).doc(productId).get()).data(),
);

/** Deleting a product (store admin, console) removes its images and their thumbnails. */
export const removeDeletedProductImages = onDeletedDocument(
  collections.products,
  'removeDeletedProductImages',
  'remove the images of a deleted product',
  (productId, deleted) => removeProductImages(productId, deleted, undefined),
);

/** Removing images from a product removes their files and thumbnails. */
export const removeDroppedProductImages = onDocumentUpdated(
  `${collections.products}/{productId}`,
  observed.event('removeDroppedProductImages', async (event) => {
    const { productId } = event.params;
    if (!event.data) {
      logger.warn('removeDroppedProductImages removed nothing: the event carries no change', { productId });
      return;
    }
    const { before, after } = event.data;
    await loggedTrigger('remove the images dropped from a product', { productId }, () =>
      removeProductImages(productId, before.data(), after.data()),
    );
  }),
);
