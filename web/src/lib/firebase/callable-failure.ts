/** A Firebase error's code without the SDK's service prefix ('functions/unavailable' → 'unavailable'); '' for anything else. */
export function errorCode(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code.replace(/^[a-z]+\//, '') : '';
}

/**
 * The call got no HTTP answer: the SDK reports a failed fetch as `internal` with status 0 ("internal [0]").
 * A phone may say it is online (navigator.onLine) on a network that carries nothing, and Chromium does
 * after a page reloaded without network; only the failed call tells.
 */
export function unanswered(error: unknown): boolean {
  const { message } = (error ?? {}) as { message?: unknown };
  return errorCode(error) === 'internal' && typeof message === 'string' && message.endsWith(' [0]');
}
