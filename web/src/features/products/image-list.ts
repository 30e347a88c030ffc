import type { StoredImage } from './api/store-product';
import type { UploadText } from './api/upload-retry';

/** Why an upload failed for now, and in how many seconds it is sent again. */
export interface UploadRetry {
  reason: UploadText;
  seconds: number;
}

export type ImageUpload =
  /** Being opened and made lighter in the browser, before it is sent. */
  | { status: 'preparing' }
  | { status: 'uploading'; progress: number | null; retrying: UploadRetry | null }
  /** `canRetry` is false when the browser refused the file itself: sending it again cannot help. */
  | { status: 'failed'; error: UploadText; canRetry: boolean }
  | { status: 'ready'; image: StoredImage };

/** One image of the form, in the product's order: the first is the main image. */
export interface FormImage {
  key: string;
  name: string;
  /** What the form shows: a thumbnail, or the chosen file itself (an object URL). */
  preview: string;
  /** Set for a file chosen on this page, which is or was uploaded; absent for a stored image. */
  file?: File;
  /** The bytes of the file chosen and of the lighter one sent instead, when the browser made it lighter. */
  weights?: { before: number; after: number };
  upload: ImageUpload;
}

type ImageAction =
  | { type: 'add'; images: FormImage[] }
  /** Ready to send: `file` is what goes up, lighter than the one chosen or the same. */
  | { type: 'prepared'; key: string; file: File; preview: string }
  /** The browser cannot send it: sending it again cannot help. */
  | { type: 'refused'; key: string; error: UploadText }
  | { type: 'progress'; key: string; progress: number | null }
  | { type: 'retrying'; key: string; retry: UploadRetry }
  | { type: 'stored'; key: string; image: StoredImage }
  | { type: 'failed'; key: string; error: UploadText }
  | { type: 'restart'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; offset: -1 | 1 };

function withUpload(images: FormImage[], key: string, change: (upload: ImageUpload) => ImageUpload | null): FormImage[] {
  return images.map((image) => {
    if (image.key !== key) return image;
    const upload = change(image.upload);
    return upload ? { ...image, upload } : image;
  });
}

const uploading = (upload: ImageUpload) => upload.status === 'uploading';

/** Not yet stored nor failed: being made lighter or being sent. */
export const isSending = (upload: ImageUpload) => upload.status === 'preparing' || upload.status === 'uploading';

/** The images of the form and the state of each upload. Late news of a removed image is ignored. */
export function imagesReducer(images: FormImage[], action: ImageAction): FormImage[] {
  switch (action.type) {
    case 'add':
      return [...images, ...action.images];
    case 'prepared':
      return images.map((image) => {
        if (image.key !== action.key || image.upload.status !== 'preparing') return image;
        const before = image.file?.size ?? action.file.size;
        const weights = action.file.size < before ? { before, after: action.file.size } : undefined;
        return {
          ...image,
          file: action.file,
          preview: action.preview,
          weights,
          upload: { status: 'uploading', progress: 0, retrying: null },
        };
      });
    case 'refused':
      return withUpload(images, action.key, (upload) =>
        upload.status === 'preparing' ? { status: 'failed', error: action.error, canRetry: false } : null,
      );
    case 'progress':
      return withUpload(images, action.key, (upload) =>
        uploading(upload) ? { status: 'uploading', progress: action.progress, retrying: null } : null,
      );
    case 'retrying':
      return withUpload(images, action.key, (upload) =>
        uploading(upload) ? { status: 'uploading', progress: null, retrying: action.retry } : null,
      );
    case 'stored':
      return withUpload(images, action.key, (upload) => (uploading(upload) ? { status: 'ready', image: action.image } : null));
    case 'failed':
      return withUpload(images, action.key, (upload) =>
        uploading(upload) ? { status: 'failed', error: action.error, canRetry: true } : null,
      );
    case 'restart':
      return withUpload(images, action.key, (upload) =>
        upload.status === 'failed' && upload.canRetry ? { status: 'uploading', progress: 0, retrying: null } : null,
      );
    case 'remove':
      return images.filter((image) => image.key !== action.key);
    case 'move': {
      const from = images.findIndex((image) => image.key === action.key);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= images.length) return images;
      const moved = [...images];
      [moved[from], moved[to]] = [moved[to] as FormImage, moved[from] as FormImage];
      return moved;
    }
  }
}

/** The file name a stored image was uploaded as, read from its URL (blob store or Cloud Storage). */
export function imageNameOf(url: string): string {
  try {
    const path = decodeURIComponent(new URL(url).pathname);
    return path.slice(path.lastIndexOf('/') + 1) || url;
  } catch {
    return url;
  }
}

export function storedFormImages(images: readonly StoredImage[]): FormImage[] {
  return images.map((image) => ({
    key: image.url,
    name: imageNameOf(image.url),
    preview: image.thumbnails?.w200 ?? image.url,
    upload: { status: 'ready', image },
  }));
}
