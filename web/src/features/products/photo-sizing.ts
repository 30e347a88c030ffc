import { productImageLimits } from '@kasuwa/contract/limits';
import { textMessage, type TextMessage } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-photos';

export interface PixelSize {
  width: number;
  height: number;
}

/** One try at making a photo light: its long side in pixels and the encoder's quality (0 to 1). */
export interface EncodingStep extends PixelSize {
  quality: number;
}

/**
 * What the phone sends (docs/adr/0173-photos-made-light-on-the-phone.md): a long side of 1,600 px is
 * twice the widest thumbnail and sharp on a phone's screen; about 300 KB is 6 s at 400 kbit/s. The
 * quality steps down first, then the size, until the photo is that light.
 */
export const lightPhoto = {
  longSide: 1600,
  targetBytes: 300 * 1024,
  steps: [
    { longSide: 1600, quality: 0.82 },
    { longSide: 1600, quality: 0.72 },
    { longSide: 1600, quality: 0.62 },
    { longSide: 1600, quality: 0.52 },
    { longSide: 1280, quality: 0.52 },
    { longSide: 1024, quality: 0.52 },
  ],
} as const;

/** The image's size scaled down so its long side is at most `longSide`, never up. */
export function fittedSize({ width, height }: PixelSize, longSide: number): PixelSize {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A file the server takes as it is (its type and bytes); the server checks them again anyway. */
export const isSendable = (file: Pick<File, 'type' | 'size'>): boolean =>
  (productImageLimits.types as readonly string[]).includes(file.type) &&
  file.size > 0 &&
  file.size <= productImageLimits.maxBytes;

/** Already small and light: sent as it is, since re-encoding it would only lose detail. */
export const isAlreadyLight = (file: Pick<File, 'type' | 'size'>, image: PixelSize): boolean =>
  isSendable(file) && file.size <= lightPhoto.targetBytes && Math.max(image.width, image.height) <= lightPhoto.longSide;

export const isLightEnough = (bytes: number): boolean => bytes <= lightPhoto.targetBytes;

/** The tries for this image, in order, without two alike (a small image has one size for every long side). */
export function encodingSteps(image: PixelSize): EncodingStep[] {
  const steps: EncodingStep[] = [];
  for (const { longSide, quality } of lightPhoto.steps) {
    const size = fittedSize(image, longSide);
    const same = steps.some((step) => step.width === size.width && step.quality === quality);
    if (!same) steps.push({ ...size, quality });
  }
  return steps;
}

/** `IMG_1234.HEIC` sent as a WebP is `IMG_1234.webp`: the server names the stored image after it. */
export function lightenedName(name: string, type: string): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'photo';
  const extension = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  return `${stem}.${extension}`;
}

/** A HEIC or HEIF photo (an iPhone's, some Android phones'), which many browsers cannot open. */
export const isHeic = (file: Pick<File, 'type' | 'name'>): boolean =>
  /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * What the file input offers: every picture, HEIC ones included, since the browser makes each one a
 * light JPEG or WebP before it is sent (or says why it cannot).
 */
export const pictureTypes = 'image/*,.heic,.heif';

/** A file worth trying to open as a picture: an image type, or a HEIC name that some phones send without one. */
export const looksLikePicture = (file: Pick<File, 'type' | 'name'>): boolean => file.type.startsWith('image/') || isHeic(file);

/** A file's weight as staff read it: "3.9 MB" (one decimal) from a megabyte, else "290 KB". */
export function bytesText(bytes: number): TextMessage {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes >= 1) return textMessage('{size} MB', { size: Math.round(megabytes * 10) / 10 });
  return textMessage('{size} KB', { size: Math.max(1, Math.round(bytes / 1024)) });
}
