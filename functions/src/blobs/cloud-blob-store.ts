import { randomUUID } from 'node:crypto';
import { blobPathSchema, decodeBlobPath } from './blob-path';
import { blobCacheControl, type BlobStore } from './blob-store';

/** The part of a firebase-admin Storage bucket this store uses. */
export interface CloudBucket {
  name: string;
  file(path: string): {
    save(
      bytes: Buffer,
      options: { resumable: boolean; contentType: string; metadata: Record<string, unknown> },
    ): Promise<unknown>;
    delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  };
}

/**
 * Cloud Storage, with download-token URLs like those the client SDK's getDownloadURL returns. Where
 * the Storage emulator runs, FIREBASE_STORAGE_EMULATOR_HOST points the URLs at it.
 */
export function createCloudBlobStore(bucket: CloudBucket, env: NodeJS.ProcessEnv = process.env): BlobStore {
  const storageOrigin = env.FIREBASE_STORAGE_EMULATOR_HOST
    ? `http://${env.FIREBASE_STORAGE_EMULATOR_HOST}`
    : 'https://firebasestorage.googleapis.com';

  return {
    async save(path, bytes, contentType) {
      const checkedPath = blobPathSchema.parse(path);
      const token = randomUUID();
      await bucket.file(checkedPath).save(bytes, {
        resumable: false,
        contentType,
        metadata: { cacheControl: blobCacheControl, metadata: { firebaseStorageDownloadTokens: token } },
      });
      return `${storageOrigin}/v0/b/${bucket.name}/o/${encodeURIComponent(checkedPath)}?alt=media&token=${token}`;
    },
    async remove(path) {
      await bucket.file(blobPathSchema.parse(path)).delete({ ignoreNotFound: true });
    },
    pathOf(url) {
      if (!URL.canParse(url)) return null;
      const { origin, pathname } = new URL(url);
      const objectsPath = `/v0/b/${bucket.name}/o/`;
      if (origin !== new URL(storageOrigin).origin || !pathname.startsWith(objectsPath)) return null;
      // The store encodes the whole path as one segment (`a%2Fb.png`), as the client SDK does.
      const encoded = pathname.slice(objectsPath.length);
      return encoded.includes('/') ? null : decodeBlobPath(encoded);
    },
  };
}
