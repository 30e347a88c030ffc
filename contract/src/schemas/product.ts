import { z } from 'zod';
import { httpUrlSchema, timestampSchema, trimmedText } from './common';

export const maxProductImages = 10;

export const thumbnailSetSchema = z.object({
  w200: httpUrlSchema,
  w400: httpUrlSchema,
  w800: httpUrlSchema,
});

/** Short text as the Android app writes it: month, day, year (`Nov 21, 2026`). */
export const productDateSchema = z.string().regex(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, 'Expected a date like "Nov 21, 2026"');

const labelList = z.array(trimmedText(24)).max(20);

/** A document of zzstoreProducts. `images` keeps the spec's shape; thumbnails sit beside it. */
export const productSchema = z
  .object({
    title: trimmedText(120),
    price: z.number().int().min(0).max(100_000_000),
    images: z.array(httpUrlSchema).min(1).max(maxProductImages),
    thumbnails: z.array(thumbnailSetSchema).max(maxProductImages).optional(),
    category: trimmedText(40),
    sizes: labelList,
    colors: labelList,
    description: trimmedText(2000),
    time: timestampSchema,
    date: productDateSchema,
    /**
     * Advanced by one on every write (firestore.rules requires it), so a save from an older version is
     * refused instead of undoing someone else's edit. Products saved before versions have none (0).
     */
    version: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((product) => !product.thumbnails || product.thumbnails.length === product.images.length, {
    message: 'There is one thumbnail set per image',
    path: ['thumbnails'],
  });

export type Product = z.infer<typeof productSchema>;

/** What uploadProductImage accepts: the web checks the same limits before it sends a file. */
export const productImageLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size, against decompression bombs: a small file may declare a huge image. */
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  thumbnailWidths: [200, 400, 800],
} as const;

/** uploadProductImage's answer (201): the stored image, and its thumbnails for `thumbnails`. */
export const uploadedImageSchema = z.object({ url: httpUrlSchema, thumbnails: thumbnailSetSchema }).strict();

export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type ThumbnailSet = z.infer<typeof thumbnailSetSchema>;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function productDate(when: Date): string {
  return shortDate.format(when);
}
