import { encodingSteps, isAlreadyLight, isLightEnough, isSendable, lightenedName, type EncodingStep } from './photo-sizing';

export type LightenedPhoto =
  /** Made lighter: `file` is what goes up. */
  | { kind: 'lightened'; file: File }
  /** Sent as it is: already light, or this browser cannot re-encode pictures. */
  | { kind: 'kept' }
  /** The browser could not open it (a HEIC photo in most browsers, a damaged file). */
  | { kind: 'unreadable'; error: unknown };

type PhotoType = 'image/webp' | 'image/jpeg';

/** The canvas the browser has: an OffscreenCanvas where there is one (no layout, may encode off the main thread). */
function canvasOf({ width, height }: EncodingStep) {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d'),
      toBlob: (type: PhotoType, quality: number) => canvas.convertToBlob({ type, quality }),
    };
  }
  const canvas = document.createElement('canvas');
  Object.assign(canvas, { width, height });
  return {
    context: canvas.getContext('2d'),
    toBlob: (type: PhotoType, quality: number) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no picture.'))), type, quality),
      ),
  };
}

async function encode(bitmap: ImageBitmap, step: EncodingStep, type: PhotoType): Promise<Blob> {
  const { context, toBlob } = canvasOf(step);
  if (!context) throw new Error('This browser gives no 2D canvas.');
  // JPEG has no transparency: a transparent PNG's background becomes white rather than black.
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, step.width, step.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, step.width, step.height);
  return toBlob(type, step.quality);
}

/**
 * Opens the picture upright (its EXIF orientation applied), then encodes it smaller, quality first,
 * until it is about 300 KB (photo-sizing.ts). WebP where the browser encodes it, else JPEG: a browser
 * that cannot encode WebP hands back a PNG, which is how it is told. The server checks and
 * re-encodes whatever arrives.
 */
export async function lightenPhoto(file: File): Promise<LightenedPhoto> {
  if (typeof createImageBitmap !== 'function') return { kind: 'kept' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    return { kind: 'unreadable', error };
  }
  try {
    const image = { width: bitmap.width, height: bitmap.height };
    if (isAlreadyLight(file, image)) return { kind: 'kept' };
    let type: PhotoType = 'image/webp';
    let lightest: Blob | null = null;
    for (const step of encodingSteps(image)) {
      let blob = await encode(bitmap, step, type);
      if (blob.type !== type) {
        type = 'image/jpeg';
        blob = await encode(bitmap, step, type);
      }
      if (!lightest || blob.size < lightest.size) lightest = blob;
      if (isLightEnough(blob.size)) break;
    }
    // A photo the server takes that no try made lighter goes as it is.
    if (!lightest || (isSendable(file) && lightest.size >= file.size)) return { kind: 'kept' };
    return { kind: 'lightened', file: new File([lightest], lightenedName(file.name, lightest.type), { type: lightest.type }) };
  } finally {
    bitmap.close();
  }
}
