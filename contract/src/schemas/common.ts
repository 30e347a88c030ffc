import { z } from 'zod';

/**
 * A Firestore Timestamp from either SDK. The contract cannot import an SDK (the web, the functions and
 * the Android app each bring their own), so it recognises the shape they share.
 */
export const timestampSchema = z.custom<{ toMillis(): number }>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function',
  { message: 'Expected a Firestore timestamp' },
);

export const documentIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^/]+$/, 'A document id has no slash');

export const httpUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);

export const trimmedText = (max: number) => z.string().trim().min(1).max(max);

/** What a reader of any collection gets: the document's fields plus its id. */
export type WithId<T> = T & { id: string };
