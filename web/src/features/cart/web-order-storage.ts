import { isRecord } from '@kasuwa/contract/records';
import type { WebOrderRequest } from '@kasuwa/contract/web-orders';
import type { Cart } from '../../lib/cart/cart';
import { parseSavedCart } from '../../lib/cart/cart-storage';

/**
 * What /panier keeps on the phone for its orders (localStorage): the fields the customer typed, the
 * request id of the order being sent, and the orders this phone placed. Reading never throws: a
 * refused or damaged store reads as empty, and the order still goes.
 */
const draftKey = 'kasuwa.order.draft';
const pendingKey = 'kasuwa.order.pending';
const placedKey = 'kasuwa.orders';

/** The most orders "Mes commandes" keeps: the newest. */
export const keptOrders = 10;

export interface OrderDraft {
  name: string;
  phone: string;
  address: string;
  note: string;
}

/**
 * The order on its way: its one request id, and while a send has no answer the request itself, which
 * a reload sends again as it was.
 */
export interface PendingOrder {
  requestId: string;
  sending: WebOrderRequest | null;
}

/** An order this phone placed, with the lines it sent, so "Commander à nouveau" can fill the cart again. */
export interface PlacedOrder {
  number: number;
  trackingPath: string;
  total: number;
  /** Milliseconds since 1970. */
  placedAt: number;
  lines: Cart;
}

function read(key: string): unknown {
  try {
    const saved = localStorage.getItem(key);
    return saved === null ? null : JSON.parse(saved);
  } catch (error) {
    console.error(`The saved ${key} could not be read`, error);
    return null;
  }
}

function write(key: string, value: unknown): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`The ${key} could not be saved`, error);
    return false;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function loadDraft(): OrderDraft {
  const saved = read(draftKey);
  const field = (name: keyof OrderDraft) => (isRecord(saved) ? textOf(saved[name]) : '');
  return { name: field('name'), phone: field('phone'), address: field('address'), note: field('note') };
}

export const saveDraft = (draft: OrderDraft) => write(draftKey, draft);

export function loadPending(): PendingOrder | null {
  const saved = read(pendingKey);
  if (!isRecord(saved) || typeof saved.requestId !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(saved.requestId)) return null;
  const sending = isRecord(saved.sending) && saved.sending.requestId === saved.requestId ? saved.sending : null;
  return { requestId: saved.requestId, sending: sending as WebOrderRequest | null };
}

/** A random UUID; browsers older than randomUUID (Chrome 92) still have getRandomValues: 32 hex digits. */
const newRequestId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The order's request id: the one already made for it, or a new one kept before it is first sent, so
 * a timeout, a second tap or a reload sends the same id and the server places one order.
 */
export function pendingOrder(): PendingOrder {
  const pending = loadPending() ?? { requestId: newRequestId(), sending: null };
  write(pendingKey, pending);
  return pending;
}

/** `request` is on its way (null: its send has ended, with no order). */
export const markSending = (pending: PendingOrder, request: WebOrderRequest | null) =>
  write(pendingKey, { ...pending, sending: request });

/** The server has the order (or has said the id is spent): the next order gets a new id. */
export const forgetPending = () => write(pendingKey, null);

function parsePlaced(value: unknown): PlacedOrder | null {
  if (!isRecord(value)) return null;
  const { number, trackingPath, total, placedAt } = value;
  if (typeof number !== 'number' || typeof total !== 'number' || typeof placedAt !== 'number') return null;
  if (typeof trackingPath !== 'string' || !/^\/suivi\/[A-Za-z0-9_-]{22}$/.test(trackingPath)) return null;
  const { cart } = parseSavedCart(JSON.stringify(value.lines ?? []));
  return { number, trackingPath, total, placedAt, lines: cart };
}

/** This phone's orders, newest first. */
export function loadPlacedOrders(): PlacedOrder[] {
  const saved = read(placedKey);
  return Array.isArray(saved) ? saved.map(parsePlaced).filter((order): order is PlacedOrder => order !== null) : [];
}

/** Keeps an order first in the list (once, however often the server answered it), the oldest beyond `keptOrders` dropped. */
export function rememberOrder(order: PlacedOrder): boolean {
  const others = loadPlacedOrders().filter((kept) => kept.number !== order.number);
  return write(placedKey, [order, ...others].slice(0, keptOrders));
}
