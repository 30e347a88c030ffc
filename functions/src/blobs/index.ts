import { resolve } from 'node:path';
import { logger } from '../operations/request-log';
import { onRequest } from 'firebase-functions/v2/https';
import { config } from '../config';
import { storage } from '../firebase';
import type { BlobStore } from './blob-store';
import { createCloudBlobStore } from './cloud-blob-store';
import { createLocalBlobStore } from './local-blob-store';
import { blobRequestHandler } from './serve-blobs';
import { observed } from '../operations/observers';

/** The bundle sits in functions/lib, so a relative LOCAL_BLOB_DIR is taken from functions/. */
const settings = config();
const localStore =
  settings.BLOB_STORE === 'local'
    ? createLocalBlobStore(resolve(__dirname, '..', settings.LOCAL_BLOB_DIR), settings.LOCAL_BLOB_BASE_URL)
    : null;

export const blobStore: BlobStore = localStore ?? createCloudBlobStore(storage.bucket());

/**
 * Serves the local blob store, on the emulators only: in production Cloud Storage serves its own
 * files, so the function is not exported there and `firebase deploy` does not create it (the
 * Functions emulator sets FUNCTIONS_EMULATOR when it discovers and runs functions; a deploy does not).
 */
export const blobs =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? onRequest(
        { invoker: 'public' },
        observed.request('blobs', async (req, res) => {
          if (!localStore) {
            logger.warn('blobs was called but files are in Cloud Storage', { path: req.path });
            res.status(404).send('Files are served by Cloud Storage.');
            return;
          }
          await blobRequestHandler(localStore)(req, res);
        }),
      )
    : undefined;
