import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@kasuwa/contract/schemas';
import { auth } from '../../../lib/firebase/auth';
import { outcomeOf } from './upload-answer';
import { sendImageRequest } from './upload-transport';
import { systemClock, uploadWithRetry, type AttemptOutcome, type RetryNotice } from './upload-retry';
import '../../../components/staff/staff-text-fr-products';

/** A Hosting rewrite to the uploadProductImage function: same origin in production and under the emulators. */
const uploadUrl = '/api/product-images';

interface ImageUploadRequest {
  file: File;
  signal: AbortSignal;
  onProgress: (sent: number | null) => void;
  onRetry: (notice: RetryNotice) => void;
}

async function currentIdToken(): Promise<{ token: string } | AttemptOutcome> {
  const user = auth.currentUser;
  if (!user) return { kind: 'refused', message: 'You are signed out: log in again to upload images.' };
  try {
    return { token: await user.getIdToken() };
  } catch (error) {
    // A token refresh that cannot reach Auth is a network error like any other; anything else means
    // the session is over.
    if ((error as { code?: unknown }).code === 'auth/network-request-failed') {
      return { kind: 'transient', reason: 'Could not reach the server.', retryAfterMs: null };
    }
    console.error('Could not get an ID token for the image upload:', error);
    return { kind: 'refused', message: 'Your sign-in has expired: log in again to upload images.' };
  }
}

/** Sends one image, retrying with backoff for up to 10 minutes; rejects with an UploadFailure or an AbortError. */
export function uploadProductImage({ file, signal, onProgress, onRetry }: ImageUploadRequest): Promise<UploadedImage> {
  return uploadWithRetry(
    async (remainingMs) => {
      onProgress(0);
      const token = await currentIdToken();
      if ('kind' in token) return token;
      const answer = await sendImageRequest({
        url: uploadUrl,
        file,
        idToken: token.token,
        timeoutMs: remainingMs,
        signal,
        onProgress,
      });
      return outcomeOf(answer, Date.now());
    },
    { clock: systemClock, signal, onRetry },
  );
}

/**
 * One mutation per file (mutateAsync), so the store's loading bar shows while any upload runs. The
 * retries are the upload's own, not react-query's: they follow the server's Retry-After and a budget.
 */
export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
