import { logger } from '../operations/request-log';
import { blobFolders } from '@kasuwa/contract/collections';
import { readProduct } from '@kasuwa/contract/records';
import type { BlobStore } from '../blobs/blob-store';
import { thumbnailPathsOf } from './image-names';

type ProductData = { [field: string]: unknown } | undefined;

/** Each image URL of a product, with the URLs of its thumbnail set (same index in `thumbnails`). */
function imagesOf(data: ProductData): { url: string; thumbnailUrls: string[] }[] {
  return readProduct(data).images.map(({ url, thumbnails }) => ({ url, thumbnailUrls: Object.values(thumbnails ?? {}) }));
}

/** Every file a product uses: its images, their thumbnails as listed and where the upload puts them. */
function filesInUse(pathOf: BlobStore['pathOf'], data: ProductData): Set<string> {
  return new Set(
    imagesOf(data).flatMap(({ url, thumbnailUrls }) => {
      const imagePath = pathOf(url);
      const derived = imagePath ? Object.values(thumbnailPathsOf(imagePath) ?? {}) : [];
      return [imagePath, ...thumbnailUrls.map(pathOf), ...derived].filter((path) => path !== null);
    }),
  );
}

/**
 * The blob paths to remove when a product goes from `before` to `after` (undefined once deleted): the
 * files of every image no longer listed, its thumbnails both as listed and where the upload function
 * puts them, minus any file the product still uses. Only our store's files under zzstoreImages/ are
 * ever named; a URL elsewhere is logged and left.
 */
export function removedImagePaths(
  pathOf: BlobStore['pathOf'],
  productId: string,
  before: ProductData,
  after: ProductData,
): string[] {
  const ourPath = (url: string): string | null => {
    const path = pathOf(url);
    if (path?.startsWith(`${blobFolders.productImages}/`)) return path;
    logger.info('Product image clean-up left a URL that is not one of our product images', {
      productId,
      url: url.slice(0, 300),
    });
    return null;
  };
  const kept = filesInUse(pathOf, after);
  const stillListed = new Set(imagesOf(after).map(({ url }) => url));
  const paths = new Set<string>();
  for (const { url, thumbnailUrls } of imagesOf(before)) {
    if (stillListed.has(url)) continue;
    const imagePath = ourPath(url);
    // The same file under another URL (a Cloud Storage URL with a new token) is still in use.
    if (imagePath && kept.has(imagePath)) continue;
    const derived = imagePath ? Object.values(thumbnailPathsOf(imagePath) ?? {}) : [];
    const listed = thumbnailUrls.map(ourPath);
    for (const path of [imagePath, ...listed, ...derived]) {
      if (path && !kept.has(path)) paths.add(path);
    }
  }
  return [...paths];
}

/**
 * The clean-up triggers: removes the files a product change left unused. Events may come late or out
 * of order, so a file the product uses as stored now (`readCurrent`, undefined once deleted) stays,
 * whichever version the event was about.
 */
export function removeProductImagesHandler(
  store: Pick<BlobStore, 'pathOf' | 'remove'>,
  readCurrent: (productId: string) => Promise<ProductData>,
) {
  return async (productId: string, before: ProductData, after: ProductData): Promise<void> => {
    const dropped = removedImagePaths(store.pathOf, productId, before, after);
    const stillUsed = dropped.length > 0 ? filesInUse(store.pathOf, await readCurrent(productId)) : new Set<string>();
    const paths = dropped.filter((path) => !stillUsed.has(path));
    if (paths.length === 0) {
      logger.info('Product image clean-up removed nothing: no image of ours was dropped or all are in use', { productId });
      return;
    }
    const results = await Promise.allSettled(paths.map((path) => store.remove(path)));
    const failures: unknown[] = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (failures.length > 0) {
      throw new AggregateError(failures, `Could not remove ${failures.length} of ${paths.length} product image files`);
    }
    logger.info('Removed the files of dropped product images', { productId, paths });
  };
}
