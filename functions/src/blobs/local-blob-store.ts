import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { blobPathSchema, decodeBlobPath, encodeBlobPath } from './blob-path';
import type { BlobStore } from './blob-store';

const metadataSchema = z.object({ contentType: z.string().min(1) });

export interface LocalBlob {
  bytes: Buffer;
  contentType: string;
}

export interface LocalBlobStore extends BlobStore {
  /** The stored file, or null when there is none. */
  read(path: string): Promise<LocalBlob | null>;
}

/**
 * Files on disk for the emulators: bytes under `objects/`, their content type under `metadata/`, so a
 * file name never has to carry its type. `baseUrl` is where the `blobs` HTTP function serves them.
 */
export function createLocalBlobStore(rootDir: string, baseUrl: string): LocalBlobStore {
  const objectFile = (path: string) => join(rootDir, 'objects', blobPathSchema.parse(path));
  const metadataFile = (path: string) => join(rootDir, 'metadata', `${blobPathSchema.parse(path)}.json`);
  const base = new URL(baseUrl.replace(/\/?$/, '/'));

  return {
    async save(path, bytes, contentType) {
      const target = objectFile(path);
      await mkdir(dirname(target), { recursive: true });
      await mkdir(dirname(metadataFile(path)), { recursive: true });
      await writeFile(target, bytes);
      await writeFile(metadataFile(path), JSON.stringify({ contentType }));
      return `${baseUrl.replace(/\/$/, '')}/${encodeBlobPath(path)}`;
    },
    pathOf(url) {
      if (!URL.canParse(url)) return null;
      const { origin, pathname } = new URL(url);
      if (origin !== base.origin || !pathname.startsWith(base.pathname)) return null;
      return decodeBlobPath(pathname.slice(base.pathname.length));
    },
    async remove(path) {
      await rm(objectFile(path), { force: true });
      await rm(metadataFile(path), { force: true });
    },
    async read(path) {
      try {
        const [bytes, metadata] = await Promise.all([readFile(objectFile(path)), readFile(metadataFile(path), 'utf8')]);
        return { bytes, contentType: metadataSchema.parse(JSON.parse(metadata)).contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
