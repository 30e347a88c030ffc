/**
 * The meaning of a stored value this code did not write itself: a field the Android app, the console
 * or an older version wrote, or a cart saved in a phone. Each returns '' or null rather than trust it.
 * The cart reads its saved copy with them; the collection readers build on them.
 */

/** A whole number between min and max: a number, or digits as text as older versions stored form input. */
export function wholeNumber(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= min && number <= max ? number : null;
}

/** Trimmed text, or '' for anything else. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An absolute http(s) address, normalised (so it is safe in a srcset), or '' for anything else. */
export function webUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    // Not an address at all: the caller treats it as missing.
    return '';
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Firestore Timestamp from either SDK as milliseconds, or null when the value is none. */
export function timestampMillis(value: unknown): number | null {
  if (!isRecord(value) || typeof value.toMillis !== 'function') return null;
  const millis: unknown = (value.toMillis as () => unknown).call(value);
  return typeof millis === 'number' && Number.isFinite(millis) ? millis : null;
}
