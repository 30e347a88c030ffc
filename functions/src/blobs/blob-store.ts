/** Where files live: Cloud Storage in production, the local disk under the emulators. */
export interface BlobStore {
  /** Stores the bytes at `path` (replacing what was there) and returns a URL anyone can GET. */
  save(path: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file; a file already gone is not an error. */
  remove(path: string): Promise<void>;
}

/** A long cache suits stored files: a new upload always gets a new name. */
export const blobCacheControl = 'public, max-age=31536000, immutable';
