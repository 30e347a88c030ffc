import { productLimits } from '../limits';
import type { ThumbnailSet } from '../schemas/product';
import { rawField, readFields, textField, textListField, wholeNumberField } from './fields';
import { isRecord, timestampMillis, webUrl } from './values';

/** An image of a product: the stored file, and its thumbnails when the upload function made them. */
export interface StoredImage {
  url: string;
  thumbnails?: ThumbnailSet;
}

function thumbnailSet(value: unknown): ThumbnailSet | undefined {
  if (!isRecord(value)) return undefined;
  const [w200, w400, w800] = [webUrl(value.w200), webUrl(value.w400), webUrl(value.w800)];
  return w200 && w400 && w800 ? { w200, w400, w800 } : undefined;
}

/** Each readable image with the thumbnail set stored at its own position; unreadable ones are left out. */
function pairImages(images: unknown, thumbnails: unknown): StoredImage[] {
  if (!Array.isArray(images)) return [];
  const sets: unknown[] = Array.isArray(thumbnails) ? thumbnails : [];
  return images.flatMap((image, index) => {
    const url = webUrl(image);
    if (!url) return [];
    const set = thumbnailSet(sets[index]);
    return [set ? { url, thumbnails: set } : { url }];
  });
}

/** The same fields as productSchema (records.test.ts checks it), each read leniently. */
export const storedProductShape = {
  title: textField,
  price: wholeNumberField(0, productLimits.maxPrice),
  images: rawField,
  thumbnails: rawField,
  category: textField,
  sizes: textListField,
  colors: textListField,
  description: textField,
  time: rawField,
  date: rawField,
  version: wholeNumberField(1, Number.MAX_SAFE_INTEGER),
  searchWords: rawField,
};

/** A zzstoreProducts document as every reader sees it: the store, the shop and the functions. */
export function readProduct(data: unknown) {
  // searchWords are the store query's, never shown.
  const {
    images,
    thumbnails,
    time,
    date,
    price,
    version,
    searchWords: _searchWords,
    ...texts
  } = readFields(storedProductShape, data);
  return {
    ...texts,
    /** null when the document holds no whole number in range (typed by hand in the console, say). */
    price: price ?? null,
    images: pairImages(images, thumbnails),
    /** The short date when it is text; legacy shapes stay in `savedDates`. */
    date: typeof date === 'string' ? date.trim() : '',
    /** Milliseconds of `time`, 0 when it is no timestamp, for newest first. */
    createdAt: timestampMillis(time) ?? 0,
    /**
     * `time` and `date` as stored, whatever their shape: an update keeps them, or writes them
     * normalised when they predate the rules' shapes (normaliseProductDates).
     */
    savedDates: { time, date },
    /** The version read (0 for a product saved before versions): a save must start from it. */
    version: version ?? 0,
  };
}

export type StoredProduct = ReturnType<typeof readProduct>;
