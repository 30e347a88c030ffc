import type { UploadedImage } from '@kasuwa/contract/schemas';
import { asMessage, staffTextIn, type ShownText, textMessage } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';

/** Why an attempt failed, for the admin, in the console's language. */
export type UploadText = ShownText;

/** Spec section 9: "max upload retry 10 minutes, retry on 5xx, 408, 429" (and on network errors). */
export const uploadRetryBudgetMs = 10 * 60_000;
const firstDelayMs = 1_000;
const longestDelayMs = 60_000;

/** What one attempt came to, in the terms the retry decision needs. */
export type AttemptOutcome =
  | { kind: 'stored'; image: UploadedImage }
  /** The server (or the browser) said no for a reason that the same request would meet again. */
  | { kind: 'refused'; message: UploadText }
  | { kind: 'transient'; reason: UploadText; retryAfterMs: number | null };

export interface RetryNotice {
  /** 1 for the first retry. */
  retry: number;
  delayMs: number;
  reason: UploadText;
}

export interface RetryClock {
  now(): number;
  random(): number;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** An upload that will not succeed by trying again on its own; its text is for the admin. */
export class UploadFailure extends Error {
  override name = 'UploadFailure';

  constructor(readonly text: UploadText) {
    // In English for the logs; the page shows `text` in the console's language.
    super(staffTextIn('en', text));
  }
}

export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** A Retry-After header, as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse would also take "-5" for a year.
  if (!/[a-z]/i.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Doubling from 1 s up to 60 s, with "equal jitter" (half fixed, half random), so that uploads which
 * failed together, when the connection dropped, do not all come back at the same instant.
 */
export function backoffDelayMs(retry: number, random: number): number {
  const ceiling = Math.min(longestDelayMs, firstDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * The wait before retry number `retry`, or null to give up. The server's Retry-After is a minimum
 * (a 0 must not turn into a tight loop), and the 10 minutes count from the first attempt: a wait that
 * would end past them is not started.
 */
export function nextRetryDelayMs({
  retry,
  elapsedMs,
  retryAfterMs: serverDelay,
  random,
}: {
  retry: number;
  elapsedMs: number;
  retryAfterMs: number | null;
  random: number;
}): number | null {
  const delay = Math.max(serverDelay ?? 0, backoffDelayMs(retry, random));
  return elapsedMs + delay < uploadRetryBudgetMs ? delay : null;
}

/**
 * Runs `attempt` until it stores the image, is refused, or the retry budget is spent. `attempt` gets
 * the time left, so a request that hangs cannot outlive the budget either.
 */
export async function uploadWithRetry(
  attempt: (remainingMs: number) => Promise<AttemptOutcome>,
  { clock, signal, onRetry }: { clock: RetryClock; signal: AbortSignal; onRetry: (notice: RetryNotice) => void },
): Promise<UploadedImage> {
  const started = clock.now();
  for (let retry = 1; ; retry += 1) {
    const outcome = await attempt(uploadRetryBudgetMs - (clock.now() - started));
    if (outcome.kind === 'stored') return outcome.image;
    if (outcome.kind === 'refused') throw new UploadFailure(outcome.message);
    const delayMs = nextRetryDelayMs({
      retry,
      elapsedMs: clock.now() - started,
      retryAfterMs: outcome.retryAfterMs,
      random: clock.random(),
    });
    if (delayMs === null)
      throw new UploadFailure(
        textMessage('{reason} Gave up after trying for 10 minutes.', { reason: asMessage(outcome.reason) }),
      );
    onRetry({ retry, delayMs, reason: outcome.reason });
    await clock.sleep(delayMs, signal);
  }
}

export function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

export const systemClock: RetryClock = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      const cancel = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', cancel);
        resolve();
      }, ms);
      signal.addEventListener('abort', cancel, { once: true });
    }),
};
