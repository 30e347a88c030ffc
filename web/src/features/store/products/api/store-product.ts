import type { ThumbnailSet } from '@kasuwa/contract/schemas';

/** An image of a product: the stored file, and its thumbnails when the upload function made them. */
export interface StoredImage {
  url: string;
  thumbnails?: ThumbnailSet;
}

/** A product as the store pages use it; `images` pairs each URL with its thumbnail set. */
export interface StoreProduct {
  id: string;
  title: string;
  /** null when the document holds no whole number (written by hand in the console, say). */
  price: number | null;
  images: StoredImage[];
  category: string;
  sizes: string[];
  colors: string[];
  description: string;
  date: string;
  /** Milliseconds of `time`, 0 when absent, for newest first. */
  createdAt: number;
  /**
   * `time` and `date` as stored, whatever their shape: an update keeps them, or writes them normalised
   * when they predate the rules' shapes (normaliseProductDates).
   */
  savedDates: { time: unknown; date: unknown };
  /** The version read (0 for a product saved before versions): a save must start from it. */
  version: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function thumbnailSet(value: unknown): ThumbnailSet | undefined {
  const set = value as Partial<Record<keyof ThumbnailSet, unknown>> | null;
  return set && typeof set.w200 === 'string' && typeof set.w400 === 'string' && typeof set.w800 === 'string'
    ? { w200: set.w200, w400: set.w400, w800: set.w800 }
    : undefined;
}

/**
 * The Android app and the console write products too, so a document is read leniently: a field of
 * the wrong type reads as empty rather than breaking the whole list.
 */
export function toStoreProduct(id: string, data: Record<string, unknown>): StoreProduct {
  const thumbnails = Array.isArray(data.thumbnails) ? data.thumbnails : [];
  const time = data.time as { toMillis?: () => number } | undefined;
  return {
    id,
    title: text(data.title),
    price: Number.isSafeInteger(data.price) ? (data.price as number) : null,
    images: texts(data.images).map((url, index) => ({ url, thumbnails: thumbnailSet(thumbnails[index]) })),
    category: text(data.category),
    sizes: texts(data.sizes),
    colors: texts(data.colors),
    description: text(data.description),
    date: text(data.date),
    createdAt: typeof time?.toMillis === 'function' ? time.toMillis() : 0,
    savedDates: { time: data.time, date: data.date },
    version: Number.isSafeInteger(data.version) ? (data.version as number) : 0,
  };
}
