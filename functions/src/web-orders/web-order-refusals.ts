import type { z } from 'zod';
import { webOrderFieldMessages, type WebOrderRefusal, type WebOrderRequest } from '@kasuwa/contract/web-orders';
import type { PricingRefusal } from '../orders/pricing';

/** The status of each refusal: 400 what the request says, 409 what the shop has now, 429 a bound, 503 try again. */
export const refusalStatus: Record<WebOrderRefusal, number> = {
  'invalid-request': 400,
  'over-max-total': 400,
  'request-reused': 409,
  'too-many-hour': 429,
  'too-many-day': 429,
  'too-many-attempts': 429,
  'too-many-connection': 429,
  'too-many-web': 429,
  'sold-out': 409,
  'few-left': 409,
  'shared-hold': 409,
  'held-too-much': 409,
  'not-in-catalogue': 409,
  'choose-variant': 409,
  'unknown-zone': 409,
  'below-minimum': 409,
  unavailable: 503,
};

/** An invalid request's answer: the French of its first field at fault, and every field at fault. */
export function invalidRequest(error: z.ZodError) {
  const fields = [...new Set(error.issues.map(({ path }) => String(path[0] ?? '')))];
  const first = fields[0] as keyof WebOrderRequest | '';
  const message = first !== '' && first in webOrderFieldMessages ? webOrderFieldMessages[first] : undefined;
  return { fields, ...(message && { message }) };
}

/** A pricing refusal as the web says it: its code, and the values its French names. */
export function pricingRefused({
  refusal,
  values,
}: PricingRefusal): [WebOrderRefusal, { values?: Record<string, string | number> }] {
  switch (refusal) {
    case 'unknown-product':
    case 'not-orderable':
      return ['not-in-catalogue', values ? { values } : {}];
    case 'choose-size':
    case 'choose-colour':
    case 'no-such-size':
    case 'no-such-colour':
      return ['choose-variant', values ? { values } : {}];
    case 'unknown-zone':
    case 'below-minimum':
    case 'over-max-total':
      return [refusal, values ? { values } : {}];
    default:
      // Pricing says nothing else; a new refusal of its own is still a refusal of the request.
      return ['invalid-request', values ? { values } : {}];
  }
}
