import { useCallback, useEffect, useReducer, useRef } from 'react';
import { productLimits } from '@kasuwa/contract/limits';
import { useUploadProductImage } from './api/upload-product-image';
import { UploadFailure, type UploadText } from './api/upload-retry';
import type { StoredImage } from './api/store-product';
import { imageFileProblem, pictureProblem } from './image-file-check';
import { imagesReducer, storedFormImages, type FormImage } from './image-list';
import { isHeic, isSendable } from './photo-sizing';
import '../../components/staff/staff-text-fr-products';
import '../../components/staff/staff-text-fr-photos';

const failureText = (error: unknown): UploadText =>
  error instanceof UploadFailure ? error.text : 'The image could not be uploaded.';

/**
 * The file to send, made lighter in the browser where it can be; the code that does it loads with the
 * first picture chosen, not with the page. A picture the browser cannot open goes as it is when the
 * server may take it (the server judges its bytes); else staff are told what to do.
 */
async function fileToSend(file: File): Promise<{ file: File } | { problem: UploadText }> {
  const { lightenPhoto } = await import('./lighten-photo');
  const result = await lightenPhoto(file).catch((error: unknown) => {
    console.error(`Could not make ${file.name} lighter; it is sent as it is:`, error);
    return { kind: 'kept' } as const;
  });
  if (result.kind === 'lightened') return { file: result.file };
  if (result.kind === 'unreadable' && !isSendable(file)) {
    console.warn(`This browser cannot open ${file.name}:`, result.error);
    return {
      problem: isHeic(file)
        ? 'This browser cannot open HEIC photos. On the phone, set the camera to save photos as JPEG (“Most compatible”), or send a screenshot of the photo.'
        : 'This browser cannot open this picture. Send it as a JPEG, PNG or WebP image, or send a screenshot of it.',
    };
  }
  const problem = imageFileProblem(file);
  return problem ? { problem } : { file };
}

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

  /** Makes the chosen file lighter, then uploads it; a picture it cannot send is refused with what to do. */
  const prepare = useCallback(
    (key: string, chosen: File) => {
      void fileToSend(chosen).then(
        (ready) => {
          // Removed while it was being made lighter: nothing to send, nothing to show.
          if (!previews.current.has(key)) return;
          if ('problem' in ready) {
            dispatch({ type: 'refused', key, error: ready.problem });
            return;
          }
          let preview = previews.current.get(key) as string;
          if (ready.file !== chosen) {
            // The lighter file is the preview: a HEIC one the browser opened could not be shown.
            URL.revokeObjectURL(preview);
            preview = URL.createObjectURL(ready.file);
            previews.current.set(key, preview);
          }
          dispatch({ type: 'prepared', key, file: ready.file, preview });
          start(key, ready.file);
        },
        (error: unknown) => {
          console.error(`Could not prepare ${chosen.name}:`, error);
          dispatch({ type: 'refused', key, error: 'The image could not be uploaded.' });
        },
      );
    },
    [start],
  );

  /** Adds the files that fit (10 images at most) and uploads those the browser can send; answers how many did not fit. */
  const addFiles = useCallback(
    (files: readonly File[]): number => {
      const room = Math.max(0, productLimits.maxImages - images.length);
      const added: FormImage[] = files.slice(0, room).map((file) => {
        nextKey.current += 1;
        const key = `chosen-${nextKey.current}`;
        const preview = URL.createObjectURL(file);
        previews.current.set(key, preview);
        const problem = pictureProblem(file);
        return {
          key,
          name: file.name,
          preview,
          file,
          upload: problem ? { status: 'failed', error: problem, canRetry: false } : { status: 'preparing' },
        };
      });
      dispatch({ type: 'add', images: added });
      for (const image of added) {
        if (image.file && image.upload.status === 'preparing') prepare(image.key, image.file);
      }
      return files.length - added.length;
    },
    [images.length, prepare],
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
