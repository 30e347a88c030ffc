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

/** closeCashDay, adjustCashClose and receiveCash. */
export const cashRefusals = {
  'not-own-cash': 'You close your own cash; the owner or the manager closes someone else’s.',
  'closed-already':
    'This cash was closed today already. A correction is an adjustment of that close; cash received since is closed tomorrow.',
  'cash-changed': 'The cash held changed meanwhile: {expected} is expected now. Count again; nothing was closed.',
  'too-many-held': 'More than {max} cash payments are held: hand some over first; nothing was closed.',
  'adjust-not-allowed': 'Only the owner or the manager may adjust a close.',
  'no-close': 'There is no such close to adjust.',
  'another-adjustment': 'This adjustment was recorded with another close, amount or note.',
  'from-oneself': 'Cash is received from someone else: you hold it already.',
  'not-held': 'Order {order} is not a cash payment this person holds: leave it out. Nothing was recorded.',
  'wrong-amount':
    'These orders come to {expected}: count the cash again, or leave out the orders not handed over. Nothing was recorded.',
  'another-hand-over': 'This hand-over was recorded with other orders or another amount.',
} as const;

/** recordReturn and refundReturn. */
export const returnRefusals = {
  'override-not-allowed': 'Only the owner or the manager may take back an order past the 7 days.',
  'another-return': 'This return was recorded for another order or by someone else.',
  'not-delivered': 'Only a delivered order takes a return.',
  'window-passed':
    'Delivered on {day}: the {days} days of the terms are over. Only the owner or the manager may take it back, saying why.',
  'no-line': 'The order has no line {line}.',
  'too-many-back': 'Only {left} of {title} can still come back.',
  excluded:
    '{title} cannot be returned on withdrawal: the terms exclude « {exclusion} ». Only a defective product or one not as ordered is taken back.',
  'no-return': 'There is no such return.',
  'refunded-already': 'This return is refunded already.',
  'not-paid': 'Nothing was paid on this order: there is nothing to refund.',
  'paid-in-cash': 'The customer paid in cash: the terms refund by the same method.',
  'paid-by-mobile-money': 'The customer paid by Mobile Money: the terms refund by the same method.',
  'above-return': 'The return is worth {max}: refund that much at most.',
  'above-paid': 'Only {left} of what was paid is left to refund.',
  'refund-reference-used': 'This Mobile Money reference is recorded already: each one serves once.',
} as const;

/** linkPhoneOrders and findPhoneCustomers. */
export const phoneCustomerRefusals = {
  'not-claimed': 'This account does not have this number in its details: nothing was linked.',
  'not-verified': 'This account has not verified its email: nothing was linked.',
  'not-proven':
    'This account has no order of its own delivered and paid at this number: its claim is not proven. Nothing was linked.',
} as const;

/** setUserRole and findAccount, the staff page's. */
export const staffAccountRefusals = {
  'no-such-uid': 'No account has this id.',
  'no-such-email': 'No account uses this email: they must sign up in the app first.',
  'email-not-verified':
    '{email} has not verified its email address: only a verified address can be staff. They open the link of the verification email (the app sends it again on request), then you grant the role.',
  'account-not-verified':
    'This account has not verified its email address: only a verified address can be staff. They open the link of the verification email (the app sends it again on request), then you grant the role.',
  'last-admin-self': 'You are the last admin: make someone else admin before giving up the role.',
  'last-admin': 'This is the last admin: make someone else admin first.',
  'roles-busy': 'Another role change is running. Try again in a moment.',
} as const;

/** setStock. */
export const stockRefusals = {
  'no-product': 'There is no such product.',
  'size-not-offered': 'Choose one of the product’s sizes: {offered}.',
  'colour-not-offered': 'Choose one of the product’s colours: {offered}.',
  'no-sizes': 'This product has no sizes: choose none.',
  'no-colours': 'This product has no colours: choose none.',
} as const;
