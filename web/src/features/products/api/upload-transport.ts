import { abortError } from './upload-retry';
import type { UploadAnswer } from './upload-answer';

interface ImageRequest {
  url: string;
  file: File;
  idToken: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** Share of the file sent, 0 to 1, or null when the browser cannot tell. */
  onProgress: (sent: number | null) => void;
}

/**
 * One POST of one file as multipart/form-data (field `file`). XMLHttpRequest rather than fetch,
 * because only it reports how much of the body has been sent. Network errors and time-outs resolve
 * as status 0 for the retry logic to judge; only cancelling rejects.
 */
export function sendImageRequest({ url, file, idToken, timeoutMs, signal, onProgress }: ImageRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const cancel = () => request.abort();
    const settle = (timedOut: boolean) =>
      resolve({
        status: request.status,
        body: request.responseText,
        retryAfter: request.getResponseHeader('Retry-After'),
        timedOut,
      });

    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${idToken}`);
    request.timeout = Math.max(1, Math.floor(timeoutMs));
    request.upload.onprogress = (event) =>
      onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    request.onload = () => settle(false);
    request.onerror = () => settle(false);
    request.ontimeout = () => settle(true);
    request.onabort = () => reject(abortError());
    request.onloadend = () => signal.removeEventListener('abort', cancel);
    signal.addEventListener('abort', cancel, { once: true });

    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
