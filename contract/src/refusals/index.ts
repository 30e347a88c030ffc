/**
 * Why a function refused, said once: each refusal's code and its English, with `{name}` places for its
 * values. A function answers an HttpsError whose message is that English filled in (what the logs and
 * the Android app read) and whose details are `{ refusal: code, values }`; the console says the code in
 * its own language, never the message. A value is data (an order's id, a product's title, an amount
 * already written as F CFA), shown as it is in every language.
 */
export type RefusalValues = Readonly<Record<string, string | number>>;

export interface RefusalDetails {
  refusal: string;
  values?: RefusalValues;
}

/** The English of a refusal, its values in their places. */
export const refusalMessage = (pattern: string, values: RefusalValues = {}): string =>
  pattern.replace(/\{(\w+)\}/g, (place, name: string) => (values[name] === undefined ? place : String(values[name])));

/** The refusal a failure of a callable carries in its details, or null (a failure the function did not explain). */
export function refusalDetailsOf(error: unknown): RefusalDetails | null {
  const { details } = (error ?? {}) as { details?: unknown };
  if (typeof details !== 'object' || details === null) return null;
  const { refusal, values } = details as Record<string, unknown>;
  if (typeof refusal !== 'string') return null;
  if (values === undefined) return { refusal };
  if (typeof values !== 'object' || values === null) return null;
  const entries = Object.entries(values);
  if (!entries.every(([, value]) => typeof value === 'string' || typeof value === 'number')) return null;
  return { refusal, values: Object.fromEntries(entries) };
}

/** The start of every staff callable (staffCall): signed in, staff by the token, staff now. */
export const staffCallRefusals = {
  'not-signed-in': 'Sign in as staff to do this.',
  'not-staff': 'Only staff may do this.',
  'standing-unknown': 'Your staff standing could not be checked. Nothing was done; try again.',
} as const;
