import sharp, { type Metadata, type Sharp } from 'sharp';
import { productImageLimits } from '@kasuwa/contract/limits';
import type { ImageFormat } from './image-format';
import type { ThumbnailWidth } from './image-names';
import { refuse, type UploadRefusal } from './upload-refusal';

export interface PreparedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
}

export interface PreparedUpload {
  image: PreparedImage;
  thumbnails: { width: ThumbnailWidth; bytes: Buffer }[];
}

/**
 * Every decode is bounded: sharp refuses to decode more pixels than the limit (a small file may
 * declare a huge image), and the default `failOn: 'warning'` refuses a truncated or damaged file.
 */
const decode = (bytes: Buffer): Sharp => sharp(bytes, { limitInputPixels: productImageLimits.maxPixels });

/**
 * WebP thumbnails of each width, auto-rotated by EXIF orientation and never wider than the image.
 * Each width decodes the input afresh: libvips then shrinks JPEGs while decoding, which is faster
 * than decoding the full image once and resizing it three times.
 */
export function makeThumbnails(bytes: Buffer): Promise<PreparedUpload['thumbnails']> {
  return Promise.all(
    productImageLimits.thumbnailWidths.map(async (width) => ({
      width,
      bytes: await decode(bytes).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    })),
  );
}

/**
 * The stored image: upright, without EXIF, GPS or any other metadata (sharp drops it unless told to
 * keep it). A JPEG stays a JPEG, a photo's natural format; a PNG or WebP becomes a WebP, which keeps
 * transparency and is several times smaller than a PNG photo.
 */
function reencode(bytes: Buffer, format: ImageFormat): Promise<PreparedImage> {
  const upright = decode(bytes).rotate();
  return format === 'jpeg'
    ? upright
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer()
        .then((out) => ({ bytes: out, contentType: 'image/jpeg', extension: 'jpg' }))
    : upright
        .webp({ quality: 85 })
        .toBuffer()
        .then((out) => ({ bytes: out, contentType: 'image/webp', extension: 'webp' }));
}

/**
 * Checks that the bytes decode as the format their magic bytes announced and stay within the pixel
 * limit, then makes the stored image and its thumbnails.
 */
export async function prepareProductImage(
  bytes: Buffer,
  format: ImageFormat,
): Promise<{ prepared: PreparedUpload } | { refusal: UploadRefusal }> {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixel; sharp's default limit here would turn a bomb into a vague error.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return refuse(422, 'unreadable-image', { reason: (error as Error).message });
  }
  if (metadata.format !== format) {
    return refuse(422, 'not-that-format', { values: { format: format.toUpperCase() } });
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > productImageLimits.maxPixels) {
    return refuse(422, 'too-many-pixels', {
      values: { width, height, megapixels: productImageLimits.maxPixels / 1_000_000 },
    });
  }
  try {
    const [image, thumbnails] = await Promise.all([reencode(bytes, format), makeThumbnails(bytes)]);
    return { prepared: { image, thumbnails } };
  } catch (error) {
    return refuse(422, 'damaged-image', { reason: (error as Error).message });
  }
}
