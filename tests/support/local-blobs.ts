import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeLocalBlob } from '../../scripts/lib/local-blob-files.cjs';

const functionsDir = join(__dirname, '..', '..', 'functions');

/** The local blob store's settings, from the file the Functions emulator reads them from. */
function setting(name: 'LOCAL_BLOB_DIR' | 'LOCAL_BLOB_BASE_URL'): string {
  const value = new RegExp(`^${name}=(.+)$`, 'm').exec(readFileSync(join(functionsDir, '.env.local'), 'utf8'))?.[1]?.trim();
  if (!value) throw new Error(`functions/.env.local has no ${name}`);
  return value;
}

/**
 * Writes a file where the running local blob store keeps it (functions/src/blobs/local-blob-store.ts:
 * bytes under objects/, content type under metadata/) and returns the URL the blobs function serves.
 */
export async function saveLocalBlob(path: string, bytes: Buffer, contentType: string): Promise<string> {
  await writeLocalBlob(resolve(functionsDir, setting('LOCAL_BLOB_DIR')), path, bytes, contentType);
  return `${setting('LOCAL_BLOB_BASE_URL')}/${path}`;
}

/** Every file the running local blob store holds under `folder`, as blob paths (none when the folder is missing). */
export async function localBlobPaths(folder: string): Promise<string[]> {
  const objects = join(resolve(functionsDir, setting('LOCAL_BLOB_DIR')), 'objects');
  try {
    const entries = await readdir(join(objects, folder), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(objects.length + 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
