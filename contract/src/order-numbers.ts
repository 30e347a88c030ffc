/**
 * Orders' short numbers, to read over the phone: K-000123. The server gives each order the next one
 * when it writes it (placeOrder, or the check of an order an app wrote); older orders have none. No
 * zod here: every staff page shows them (the schema is schemas/order.ts's `number`).
 */

const prefix = 'K-';

/** "K-000123": the prefix and at least six digits. */
export function orderNumberLabel(number: number): string {
  return `${prefix}${String(number).padStart(6, '0')}`;
}

/** The number a person typed: "K-000123", "k123", "#123" or "123"; null for anything else. */
export function parseOrderNumber(typed: string): number | null {
  const match = /^\s*(?:k\s*-?\s*|#)?0*(\d{1,12})\s*$/i.exec(typed);
  const number = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/**
 * An order named by its request (placeOrder, placePhoneOrder) has the id `req-` and the start of the
 * SHA-256 of this text in hex: the same for every call of that caller with that request id, so a
 * request sent again finds its order. The server hashes it with node:crypto, the console with Web Crypto.
 */
export const orderRequestText = (uid: string, requestId: string) => `${uid}\u0000${requestId}`;

/** The order id of a request, from the hex SHA-256 of its orderRequestText. */
export const requestedOrderIdFrom = (sha256Hex: string) => `req-${sha256Hex.slice(0, 40)}`;
