import { refusalDetailsOf } from '@kasuwa/contract/refusals';
import { uploadRefusals } from '@kasuwa/contract/refusals/uploads';
import { uploadedImageSchema } from '@kasuwa/contract/schemas';
import { refusalText, textMessage, type ShownText } from '../../../components/staff/staff-language';
import { isRetryableStatus, retryAfterMs, type AttemptOutcome, type UploadText } from './upload-retry';
import '../../../components/staff/staff-text-fr-products';

/** What the transport saw: status 0 when no answer came (network error or time-out). */
export interface UploadAnswer {
  status: number;
  body: string;
  retryAfter: string | null;
  timedOut: boolean;
}

/**
 * What the function's answer says of a refusal: its code (uploadRefusals) in the console's words; else
 * null (a proxy's answer, or a function newer than this page: the caller says the status).
 */
function toldText(body: string): ShownText | null {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return null;
  }
  const coded = refusalDetailsOf({ details: answer });
  const said = coded && refusalText(coded, uploadRefusals);
  if (said) return said;
  // A refusal this page does not know: the function's words go to the log, the console says its own.
  console.warn('uploadProductImage answered a refusal this page does not know:', body);
  return null;
}

function transientReason({ status, body, timedOut }: UploadAnswer): UploadText {
  if (status === 0) return timedOut ? 'The upload took too long.' : 'Could not reach the server.';
  if (status === 408) return 'The upload timed out.';
  if (status === 429) return 'Too many uploads at once.';
  return toldText(body) ?? textMessage('The server failed ({status}).', { status: String(status) });
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
  return {
    kind: 'refused',
    message: toldText(answer.body) ?? textMessage('The upload was refused ({status}).', { status: String(answer.status) }),
  };
}
