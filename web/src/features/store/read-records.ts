/**
 * Reading the store's records as the Android app may have written them: any field can be missing,
 * empty or of another type, and the lists show '-' for it rather than fail.
 */

type Fields = Record<string, unknown>;

export function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

export function textField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function wholeNumberField(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

/** A web address an image may be loaded from; anything else (javascript:, data:, text) is dropped. */
export function webAddressField(value: unknown): string | undefined {
  const text = textField(value);
  return text && /^https?:\/\//i.test(text) ? text : undefined;
}

/** A Firestore Timestamp as a Date. */
export function dateField(value: unknown): Date | undefined {
  if (typeof (value as { toDate?: unknown } | null)?.toDate !== 'function') return undefined;
  const date = (value as { toDate: () => unknown }).toDate();
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** For sort(): newest first, undated records last. */
export function newestFirst(a: { createdAt?: Date }, b: { createdAt?: Date }): number {
  const timeOf = (record: { createdAt?: Date }) => record.createdAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const [first, second] = [timeOf(a), timeOf(b)];
  return first === second ? 0 : first > second ? -1 : 1;
}

/**
 * Runs a list's load, logging a failure (spec section 8: "Load or delete failures are only logged")
 * before the page shows it too.
 */
export async function logLoadFailure<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Loading the ${what} failed:`, error);
    throw error;
  }
}
