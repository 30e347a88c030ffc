import { resolve } from 'node:path';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { config } from '../config';
import { storage } from '../firebase';
import type { BlobStore } from './blob-store';
import { createCloudBlobStore } from './cloud-blob-store';
import { createLocalBlobStore } from './local-blob-store';
import { blobRequestHandler } from './serve-blobs';

/** The bundle sits in functions/lib, so a relative LOCAL_BLOB_DIR is taken from functions/. */
const settings = config();
const localStore =
  settings.BLOB_STORE === 'local'
    ? createLocalBlobStore(resolve(__dirname, '..', settings.LOCAL_BLOB_DIR), settings.LOCAL_BLOB_BASE_URL)
    : null;

export const blobStore: BlobStore = localStore ?? createCloudBlobStore(storage.bucket());

/**
 * Serves the local blob store. firebase-tools discovers functions without the emulator-only env file,
 * so this is always exported; with Cloud Storage, which serves its own files, it answers 404.
 */
export const blobs = onRequest({ invoker: 'public' }, async (req, res) => {
  if (!localStore) {
    logger.warn('blobs was called but files are in Cloud Storage', { path: req.path });
    res.status(404).send('Files are served by Cloud Storage.');
    return;
  }
  await blobRequestHandler(localStore)(req, res);
});
