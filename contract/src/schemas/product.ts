import { z } from 'zod';
import { productLimits } from '../limits';
import { httpUrlSchema, timestampSchema, trimmedText } from './common';

export const thumbnailSetSchema = z.object({
  w200: httpUrlSchema,
  w400: httpUrlSchema,
  w800: httpUrlSchema,
});

/** Short text as the Android app writes it: month, day, year (`Nov 21, 2026`). */
export const productDateSchema = z.string().regex(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, 'Expected a date like "Nov 21, 2026"');

const labelList = z.array(trimmedText(productLimits.labelLength)).max(productLimits.maxLabels);

/** A document of zzstoreProducts. `images` keeps the spec's shape; thumbnails sit beside it. */
export const productSchema = z
  .object({
    title: trimmedText(productLimits.titleLength),
    price: z.number().int().min(0).max(productLimits.maxPrice),
    images: z.array(httpUrlSchema).min(1).max(productLimits.maxImages),
    thumbnails: z.array(thumbnailSetSchema).max(productLimits.maxImages).optional(),
    category: trimmedText(productLimits.categoryLength),
    sizes: labelList,
    colors: labelList,
    description: trimmedText(productLimits.descriptionLength),
    time: timestampSchema,
    date: productDateSchema,
    /**
     * Advanced by one on every write (firestore.rules requires it), so a save from an older version is
     * refused instead of undoing someone else's edit. Products saved before versions have none (0).
     */
    version: z.number().int().min(1).optional(),
    /** The store search's keys (catalogue-search.ts searchKeys), kept by the indexProductSearch trigger only. */
    searchWords: z.array(z.string().min(1).max(15)).optional(),
  })
  .strict()
  .refine((product) => !product.thumbnails || product.thumbnails.length === product.images.length, {
    message: 'There is one thumbnail set per image',
    path: ['thumbnails'],
  });

export type Product = z.infer<typeof productSchema>;

/**
 * The product fields staff set in the store's form, besides its images: the form, the edit's diff and
 * its merge take them from here. A `true` per field, so that a field added to the type and not here
 * fails to compile instead of being silently dropped from saves.
 */
const staffEditable = {
  title: true,
  price: true,
  category: true,
  description: true,
  sizes: true,
  colors: true,
} as const satisfies Record<keyof Omit<Product, 'images' | 'thumbnails' | 'time' | 'date' | 'version' | 'searchWords'>, true>;

export type StaffEditableProductField = keyof typeof staffEditable;
export const staffEditableProductFields = Object.keys(staffEditable) as StaffEditableProductField[];

/** uploadProductImage's answer (201): the stored image, and its thumbnails for `thumbnails`. */
export const uploadedImageSchema = z.object({ url: httpUrlSchema, thumbnails: thumbnailSetSchema }).strict();

export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type ThumbnailSet = z.infer<typeof thumbnailSetSchema>;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function productDate(when: Date): string {
  return shortDate.format(when);
}
