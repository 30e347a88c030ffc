import { blobFolders } from '@kasuwa/contract/collections';
import { productImageLimits } from '@kasuwa/contract/limits';

export type ThumbnailWidth = (typeof productImageLimits.thumbnailWidths)[number];

const thumbnailsFolder = `${blobFolders.productImages}/thumbnails`;

/**
 * A file name safe in a blob path (letters, digits, dot, dash, underscore), from what the browser
 * sent: no folders, accents folded, at most 80 characters, and the extension of the stored format
 * (a PNG is stored as WebP, so `photo.png` becomes `photo.webp`).
 */
export function sanitiseImageName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80)
    .replace(/[.-]+$/, '');
  return `${stem || 'image'}.${extension}`;
}

/**
 * `photo.jpg` becomes `photo-{unique}.jpg`: two uploads of the same file name in the same millisecond
 * would otherwise get the same stored name, and the second would replace the first's bytes.
 */
export function withUniquePart(name: string, unique: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${unique}${name.slice(dot)}` : `${name}-${unique}`;
}

/** `zzstoreImages/{name}-{timestamp}` (spec section 3), as the seed stores its images. */
export function productImagePath(name: string, timestamp: number): string {
  return `${blobFolders.productImages}/${name}-${timestamp}`;
}

/** Where the thumbnails of an image stored at `imagePath` live, or null for a path that is not one. */
export function thumbnailPathsOf(imagePath: string): Record<ThumbnailWidth, string> | null {
  const prefix = `${blobFolders.productImages}/`;
  const name = imagePath.startsWith(prefix) ? imagePath.slice(prefix.length) : '';
  if (!name || name.includes('/')) return null;
  return {
    200: `${thumbnailsFolder}/${name}-w200.webp`,
    400: `${thumbnailsFolder}/${name}-w400.webp`,
    800: `${thumbnailsFolder}/${name}-w800.webp`,
  };
}
