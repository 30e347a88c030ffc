/**
 * Readers for data this code did not write itself: a cart saved by an older version or damaged, a
 * product written by the Android app. Each returns null (or '') rather than trusting the value.
 */

/** Prices above this are refused by firestore.rules; a larger price is damage. */
export const maxPrice = 100_000_000;

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
