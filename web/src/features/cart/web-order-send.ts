import type { ZoneChoice } from '@kasuwa/contract/delivery-zones';
import { orderLimits, personLimits } from '@kasuwa/contract/limits';
import { phoneKey } from '@kasuwa/contract/phone-numbers';
import type { WebOrderAnswer, WebOrderRefused, WebOrderRequest } from '@kasuwa/contract/web-orders';
import type { Cart } from '../../lib/cart/cart';
import type { OrderDraft } from './web-order-storage';

/**
 * The order /panier sends to placeWebOrder (contract/src/web-orders.ts), checked in the page first
 * with the contract's rules, and the answer read without zod (the page's budget is 20 KB gzip).
 */
// The contract's webOrderPath, written again: its module builds zod schemas the page must not ship.
const webOrderUrl = '/api/commande';

/** After this long without an answer the send counts as failed; sending again reuses the request id. */
const sendTimeoutMs = 20_000;

/** The fields a customer fills, each with the text id of what it is told when it is wrong. */
export type OrderField = 'name' | 'phone' | 'zoneId' | 'address' | 'note';

/** The contract's normalisation (nigerPhoneSchema): '0022796112233' → '+227 96 11 22 33'; null when not a Niger number. */
export function nigerPhone(typed: string): string | null {
  const trimmed = typed.trim();
  const key = phoneKey(trimmed);
  if (trimmed.length > 24 || !/^\+?[\d\s().-]+$/.test(trimmed) || !/^\d{8}$/.test(key)) return null;
  return `+227 ${key.match(/\d{2}/g)?.join(' ') ?? key}`;
}

/** The fields at fault, in the form's order: empty when the order may go. */
export function faultyFields(draft: OrderDraft, zoneId: string): OrderField[] {
  const faults: [OrderField, boolean][] = [
    ['name', draft.name.trim() === '' || draft.name.trim().length > personLimits.nameLength],
    ['phone', nigerPhone(draft.phone) === null],
    ['zoneId', zoneId === ''],
    ['address', draft.address.trim() === '' || draft.address.trim().length > personLimits.addressLength],
    ['note', draft.note.trim().length > orderLimits.deliveryNoteLength],
  ];
  return faults.filter(([, wrong]) => wrong).map(([field]) => field);
}

interface RequestParts {
  draft: OrderDraft;
  zone: Pick<ZoneChoice, 'id'>;
  cart: Cart;
  requestId: string;
  /** What the hidden field holds: '' from a person. */
  website: string;
  campaign: string | null;
}

export function webOrderRequest({ draft, zone, cart, requestId, website, campaign }: RequestParts): WebOrderRequest {
  const note = draft.note.trim();
  return {
    name: draft.name.trim(),
    phone: nigerPhone(draft.phone) ?? draft.phone.trim(),
    zoneId: zone.id,
    address: draft.address.trim(),
    ...(note && { note }),
    lines: cart.map(({ id, quantity, size, color }) => ({
      productId: id,
      quantity,
      ...(size && { size }),
      ...(color && { color }),
    })),
    requestId,
    // A robot's value goes as it was filled, for the server to refuse the order.
    website: website as '',
    ...(campaign && { campaign }),
  };
}

export type SendResult =
  | { kind: 'placed'; answer: WebOrderAnswer }
  | { kind: 'refused'; error: WebOrderRefused['error'] }
  /** No answer the page can read: offline, timed out, or a server error without a refusal. */
  | { kind: 'failed' };

const isAnswer = (body: unknown): body is WebOrderAnswer => {
  const answer = body as Partial<WebOrderAnswer> | null;
  return (
    typeof answer?.number === 'number' &&
    typeof answer.total === 'number' &&
    typeof answer.deliveryFee === 'number' &&
    typeof answer.zoneName === 'string' &&
    Array.isArray(answer.items) &&
    typeof answer.trackingPath === 'string' &&
    /^\/suivi\/[A-Za-z0-9_-]{22}$/.test(answer.trackingPath)
  );
};

const isRefusal = (body: unknown): body is WebOrderRefused =>
  typeof (body as Partial<WebOrderRefused> | null)?.error?.message === 'string';

/** One POST; never throws. A refusal from the server is its word; anything else is a failed send. */
export async function sendWebOrder(request: WebOrderRequest, timeoutMs = sendTimeoutMs): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(webOrderUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isAnswer(body)) return { kind: 'placed', answer: body };
    if (!response.ok && isRefusal(body)) return { kind: 'refused', error: body.error };
    console.error(`The order answered ${response.status} with nothing the page can read`);
    return { kind: 'failed' };
  } catch (error) {
    console.error('The order could not be sent', error);
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
