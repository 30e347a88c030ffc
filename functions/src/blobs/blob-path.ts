import { z } from 'zod';

/**
 * A blob's path: folders and a file name of letters, digits, dot, dash and underscore. No empty
 * segment and no `..`, so a path can never leave the store's root on disk.
 */
export const blobPathSchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/, 'Not a valid blob path')
  .refine((path) => !path.split('/').includes('..'), 'Not a valid blob path');

export function encodeBlobPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The valid blob path an encoded URL path stands for, or null. */
export function decodeBlobPath(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = encoded.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const parsed = blobPathSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}
