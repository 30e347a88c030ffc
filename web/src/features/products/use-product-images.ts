import { useCallback, useEffect, useReducer, useRef } from 'react';
import { productLimits } from '@kasuwa/contract/limits';
import { useUploadProductImage } from './api/upload-product-image';
import { UploadFailure, type UploadText } from './api/upload-retry';
import type { StoredImage } from './api/store-product';
import { imageFileProblem } from './image-file-check';
import { imagesReducer, storedFormImages, type FormImage } from './image-list';
import '../../components/staff/staff-text-fr-products';

const failureText = (error: unknown): UploadText =>
  error instanceof UploadFailure ? error.text : 'The image could not be uploaded.';

/**
 * The form's images. A chosen file starts uploading at once, so that saving only waits for the
 * uploads still running; leaving the page or removing the image cancels its upload.
 */
export function useProductImages(initial: readonly StoredImage[]) {
  const [images, dispatch] = useReducer(imagesReducer, initial, storedFormImages);
  const { mutateAsync: upload } = useUploadProductImage();
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const nextKey = useRef(0);

  useEffect(() => {
    const running = uploads.current;
    const shown = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
      for (const url of shown.values()) URL.revokeObjectURL(url);
      shown.clear();
    };
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      upload({
        file,
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: 'progress', key, progress }),
        onRetry: ({ reason, delayMs }) =>
          dispatch({ type: 'retrying', key, retry: { reason, seconds: Math.ceil(delayMs / 1000) } }),
      })
        .then(
          (image) => dispatch({ type: 'stored', key, image }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            console.error(`Upload of ${file.name} failed:`, error);
            dispatch({ type: 'failed', key, error: failureText(error) });
          },
        )
        .finally(() => {
          if (uploads.current.get(key) === controller) uploads.current.delete(key);
        });
    },
    [upload],
  );

  /** Adds the files that fit (10 images at most) and uploads those the browser accepts; answers how many did not fit. */
  const addFiles = useCallback(
    (files: readonly File[]): number => {
      const room = Math.max(0, productLimits.maxImages - images.length);
      const added: FormImage[] = files.slice(0, room).map((file) => {
        nextKey.current += 1;
        const key = `chosen-${nextKey.current}`;
        const preview = URL.createObjectURL(file);
        previews.current.set(key, preview);
        const problem = imageFileProblem(file);
        return {
          key,
          name: file.name,
          preview,
          file,
          upload: problem
            ? { status: 'failed', error: problem, canRetry: false }
            : { status: 'uploading', progress: 0, retrying: null },
        };
      });
      dispatch({ type: 'add', images: added });
      for (const image of added) {
        if (image.file && image.upload.status === 'uploading') start(image.key, image.file);
      }
      return files.length - added.length;
    },
    [images.length, start],
  );

  const retry = useCallback(
    (key: string) => {
      const image = images.find((candidate) => candidate.key === key);
      if (!image?.file || image.upload.status !== 'failed' || !image.upload.canRetry) return;
      dispatch({ type: 'restart', key });
      start(key, image.file);
    },
    [images, start],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  const move = useCallback((key: string, offset: -1 | 1) => dispatch({ type: 'move', key, offset }), []);

  return { images, addFiles, retry, remove, move };
}
