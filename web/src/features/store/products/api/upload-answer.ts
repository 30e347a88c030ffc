import { uploadedImageSchema } from '@kasuwa/contract/schemas';
import { serverOrStaffText, textMessage } from '../../../../components/staff/staff-language';
import { isRetryableStatus, retryAfterMs, type AttemptOutcome, type UploadText } from './upload-retry';
import '../../../../components/staff/staff-text-fr-products';

/** What the transport saw: status 0 when no answer came (network error or time-out). */
export interface UploadAnswer {
  status: number;
  body: string;
  retryAfter: string | null;
  timedOut: boolean;
}

/** The function's `{ error }`, which is written for the person who sent the file. */
function errorText(body: string): string | null {
  try {
    const error = (JSON.parse(body) as { error?: unknown } | null)?.error;
    return typeof error === 'string' && error.trim() !== '' ? error : null;
  } catch {
    return null;
  }
}

function transientReason({ status, body, timedOut }: UploadAnswer): UploadText {
  if (status === 0) return timedOut ? 'The upload took too long.' : 'Could not reach the server.';
  if (status === 408) return 'The upload timed out.';
  if (status === 429) return 'Too many uploads at once.';
  const told = errorText(body);
  return told ? serverOrStaffText(told) : textMessage('The server failed ({status}).', { status: String(status) });
}

/** uploadProductImage's answer as a retry decision: 201 stores, 4xx refuses, the rest may pass later. */
export function outcomeOf(answer: UploadAnswer, now: number): AttemptOutcome {
  if (answer.status === 201) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      body = null;
    }
    const parsed = uploadedImageSchema.safeParse(body);
    if (parsed.success) return { kind: 'stored', image: parsed.data };
    console.error('The image upload answered 201 with an unexpected body:', answer.body.slice(0, 500));
    return { kind: 'refused', message: 'The server answered the upload in an unexpected way.' };
  }
  if (isRetryableStatus(answer.status)) {
    return { kind: 'transient', reason: transientReason(answer), retryAfterMs: retryAfterMs(answer.retryAfter, now) };
  }
  const told = errorText(answer.body);
  return {
    kind: 'refused',
    message: told
      ? serverOrStaffText(told)
      : textMessage('The upload was refused ({status}).', { status: String(answer.status) }),
  };
}
