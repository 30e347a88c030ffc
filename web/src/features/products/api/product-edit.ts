import { staffEditableProductFields } from '@kasuwa/contract/schemas';
import type { ProductFields } from './product-document';
import type { StoredImage, StoreProduct } from './store-product';

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

const urlsOf = (images: readonly StoredImage[]) => images.map((image) => image.url);

const sameImage = (a: StoredImage | undefined, b: StoredImage | undefined) =>
  a?.url === b?.url &&
  a?.thumbnails?.w200 === b?.thumbnails?.w200 &&
  a?.thumbnails?.w400 === b?.thumbnails?.w400 &&
  a?.thumbnails?.w800 === b?.thumbnails?.w800;

/**
 * Merges the image lists of an edit made from `base` into `current`: what I removed goes, what I
 * added comes, and what someone else added or removed since `base` stays so. Mine keep my order;
 * the others' additions follow.
 */
export function mergeImages(
  base: readonly StoredImage[],
  mine: readonly StoredImage[],
  current: readonly StoredImage[],
): StoredImage[] {
  const baseUrls = new Set(urlsOf(base));
  const mineUrls = new Set(urlsOf(mine));
  const survivors = current.filter((image) => mineUrls.has(image.url) || !baseUrls.has(image.url));
  const surviving = new Map(survivors.map((image) => [image.url, image]));
  const fromMine = mine.flatMap((image) => {
    if (surviving.has(image.url)) return [surviving.get(image.url) ?? image];
    return baseUrls.has(image.url) ? [] : [image];
  });
  const theirs = survivors.filter((image) => !mineUrls.has(image.url));
  return [...fromMine, ...theirs];
}

/**
 * The product as it should be after my edit: `current` (as stored now) with each field I changed
 * since `base` (what my form started from) set to mine, and the images merged. Fields I did not touch
 * keep whatever someone else saved.
 */
export function rebaseEdit(base: StoreProduct, mine: ProductFields, current: StoreProduct): ProductFields {
  const rebased: ProductFields = {
    title: current.title,
    price: current.price ?? mine.price,
    category: current.category,
    description: current.description,
    sizes: current.sizes,
    colors: current.colors,
    images: mergeImages(base.images, mine.images, current.images),
  };
  for (const field of staffEditableProductFields) {
    if (!sameValue(base[field], mine[field])) Object.assign(rebased, { [field]: mine[field] });
  }
  return rebased;
}

/** The fields of `next` that differ from what is stored: all a save has to write. */
export function changedFields(stored: StoreProduct, next: ProductFields): (keyof ProductFields)[] {
  const changed: (keyof ProductFields)[] = staffEditableProductFields.filter((field) => !sameValue(stored[field], next[field]));
  const sameImages =
    stored.images.length === next.images.length && stored.images.every((image, index) => sameImage(image, next.images[index]));
  if (!sameImages) changed.push('images');
  return changed;
}
