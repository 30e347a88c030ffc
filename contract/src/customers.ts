import { phoneKey } from './phone-numbers';
import { salesStatuses, statusIn } from './order-workflow';
import { channelOf, partBuilder, whole, type SalesOrder, type SalesPart } from './sales';

/**
 * A customer's record (`customers/{key}`), one per phone number, whoever placed the orders: the app's
 * accounts and the orders staff took on the number are one customer, since the number is what the shop
 * calls and delivers to. Kept by functions with the sales (followOrder's sales effect), from each priced order as it
 * is now, with the same idempotent counting; staff read it on the customer page instead of orders.
 * Notes (`customerNotes`) are written by staff, one document each, never changed. Plain functions, no zod.
 */

/** A customer's key: the number's digits as phoneKey makes them ('96112233'), or null for no usable number. */
export function customerKeyOf(phone: string | undefined): string | null {
  const key = phoneKey(phone ?? '');
  return /^\d{6,15}$/.test(key) ? key : null;
}

/** An order as its customer's part needs it: its sales reading, and who ordered and what came of it. */
export interface CustomerOrder extends SalesOrder {
  userId?: string | undefined;
  phone?: string | undefined;
  customerName?: string | undefined;
  failureReason?: string | undefined;
  returnedUnits?: Readonly<Record<number, number>> | undefined;
  refunded?: number | undefined;
}

/**
 * What one order adds to its customer's record: nothing until it is priced (or once rejected); then an
 * order, and once cancelled a cancellation; once delivered its F CFA; a refusal at the door when its
 * last failed delivery was one; its returned units and refunds; its zone, payment method, channel and
 * the account (or the number, `phone-…`) it was placed by. Keys are salesKey(customer key, path).
 */
export function orderCustomerPart(order: CustomerOrder): SalesPart {
  const to = partBuilder();
  const key = customerKeyOf(order.phone);
  const cancelled = order.status === 'cancelled';
  if (!key || !order.createdAt || !(cancelled || statusIn(salesStatuses, order.status))) return to.part;
  to.add(key, ['orders'], 1);
  to.label(key, ['name'], order.customerName);
  to.label(key, ['phone'], order.phone);
  if (cancelled) to.add(key, ['cancelled'], 1);
  if (order.status === 'delivered') {
    to.add(key, ['delivered', 'orders'], 1);
    to.add(key, ['delivered', 'amount'], whole(order.total));
  }
  if (order.failureReason === 'refused') to.add(key, ['refused'], 1);
  to.add(
    key,
    ['returnedUnits'],
    Object.values(order.returnedUnits ?? {}).reduce((sum, units) => sum + whole(units), 0),
  );
  to.add(key, ['refunded'], whole(order.refunded));
  const zone = order.zoneId || 'none';
  to.add(key, ['zones', zone, 'orders'], 1);
  to.label(key, ['zones', zone, 'name'], order.zoneName);
  if (order.payment === 'cash' || order.payment === 'mobile-money') to.add(key, ['payments', order.payment], 1);
  to.add(key, ['channels', channelOf(order)], 1);
  if (order.userId) to.add(key, ['placedBy', order.userId], 1);
  return to.part;
}

/** The fields of an order its customer's part is made of, besides its sales part's. */
export const customerOrderFields = [
  'userId',
  'phone',
  'customerName',
  'failureReason',
  'returnedUnits',
  'refunded',
] as const satisfies readonly (keyof CustomerOrder)[];

/** A `customers` document as the customer page reads it: what cannot be read counts as nothing. */
export interface CustomerRecord {
  key: string;
  /** The number and the name as the last counted order gave them. */
  phone: string;
  name: string;
  orders: number;
  cancelled: number;
  delivered: { orders: number; amount: number };
  /** Orders whose (last) failed delivery the customer refused at the door. */
  refused: number;
  returnedUnits: number;
  refunded: number;
  zones: Record<string, { orders: number; name: string }>;
  payments: Record<string, number>;
  channels: Record<string, number>;
  /** Orders per account that placed them (a uid), or per number for orders kept on it (`phone-…`). */
  placedBy: Record<string, number>;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const countsOf = (value: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries(objectOf(value)).flatMap(([key, count]) => (whole(count) > 0 ? [[key, whole(count)]] : [])));

export function readCustomer(key: string, data: unknown): CustomerRecord {
  const stored = objectOf(data);
  const delivered = objectOf(stored.delivered);
  return {
    key,
    phone: textOf(stored.phone),
    name: textOf(stored.name),
    orders: whole(stored.orders),
    cancelled: whole(stored.cancelled),
    delivered: { orders: whole(delivered.orders), amount: whole(delivered.amount) },
    refused: whole(stored.refused),
    returnedUnits: whole(stored.returnedUnits),
    refunded: whole(stored.refunded),
    zones: Object.fromEntries(
      Object.entries(objectOf(stored.zones)).flatMap(([id, zone]) => {
        const orders = whole(objectOf(zone).orders);
        return orders > 0 ? [[id, { orders, name: textOf(objectOf(zone).name) }]] : [];
      }),
    ),
    payments: countsOf(stored.payments),
    channels: countsOf(stored.channels),
    placedBy: countsOf(stored.placedBy),
  };
}

/** The key a breakdown counts most orders for (the first such in key order on a tie), or null when empty. */
export function usualOf(counts: Readonly<Record<string, number>>): string | null {
  let best: string | null = null;
  for (const key of Object.keys(counts).sort()) if (best === null || counts[key]! > counts[best]!) best = key;
  return best;
}

/** A note staff write on a customer: what the next person to serve them should know. */
export const customerNoteLength = 500;
/** The notes the customer page, the phone-order form and the order page show: the latest. */
export const shownCustomerNotes = 8;
/** The orders the customer page lists: the latest (its figures count them all). */
export const shownCustomerOrders = 6;

export interface CustomerNote {
  id: string;
  customerKey: string;
  text: string;
  by: string;
  byEmail: string;
  at: Date | null;
}

export function readCustomerNote(id: string, data: unknown): CustomerNote {
  const stored = objectOf(data);
  const at = stored.at as { toDate?: () => Date } | undefined;
  return {
    id,
    customerKey: textOf(stored.customerKey),
    text: textOf(stored.text),
    by: textOf(stored.by),
    byEmail: textOf(stored.byEmail),
    at: typeof at?.toDate === 'function' ? at.toDate() : null,
  };
}
