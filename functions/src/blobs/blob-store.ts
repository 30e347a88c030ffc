/** Where files live: Cloud Storage in production, the local disk under the emulators. */
export interface BlobStore {
  /** Stores the bytes at `path` (replacing what was there) and returns a URL anyone can GET. */
  save(path: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file; a file already gone is not an error. */
  remove(path: string): Promise<void>;
  /**
   * The path of a file from a URL this store gives out, or null for any other URL (another site,
   * another bucket, a path that is not valid), so that a URL written by a client can never name a
   * file outside the store.
   */
  pathOf(url: string): string | null;
}

/** A long cache suits stored files: a new upload always gets a new name. */
export const blobCacheControl = 'public, max-age=31536000, immutable';
