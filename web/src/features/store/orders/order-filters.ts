import { shopDay, weekStart } from '@kasuwa/contract/days';
import type { OrderRecord } from './api/live-orders';

/** What the order list is narrowed to; each part is optional, days are Niamey days 'YYYY-MM-DD'. */
export interface OrderFilter {
  status?: string;
  from?: string;
  to?: string;
}

// Each render filters and totals every order: the Niamey day of each is worked out once per snapshot.
const placedDays = new WeakMap<OrderRecord, string | null>();
function placedDay(order: OrderRecord): string | null {
  let day = placedDays.get(order);
  if (day === undefined) {
    day = order.createdAt ? shopDay(order.createdAt) : null;
    placedDays.set(order, day);
  }
  return day;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (value: string | null) => (value && dayPattern.test(value) ? value : undefined);

/** The filter in the page's address (?status=new&from=2026-11-01&to=2026-11-23); anything malformed is left out. */
export function filterFromSearch(search: URLSearchParams): OrderFilter {
  return {
    status: search.get('status') || undefined,
    from: dayOrUndefined(search.get('from')),
    to: dayOrUndefined(search.get('to')),
  };
}

export function searchFromFilter(filter: OrderFilter): URLSearchParams {
  return new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The orders the filter keeps. An undated order is kept only while no day is asked for. */
export function filterOrders(orders: OrderRecord[], { status, from, to }: OrderFilter): OrderRecord[] {
  return orders.filter((order) => {
    if (status && order.status !== status) return false;
    if (!from && !to) return true;
    const day = placedDay(order);
    if (!day) return false;
    return (!from || day >= from) && (!to || day <= to);
  });
}

/** Statuses whose orders count as sales in the totals: not cancelled, rejected or still being priced. */
const selling = new Set(['new', 'confirmed', 'delivered']);

export interface SalesTotal {
  orders: number;
  total: number;
}

function salesBetween(orders: OrderRecord[], first: string, last: string): SalesTotal {
  const counted = orders.filter((order) => {
    const day = placedDay(order);
    if (!day || !order.status || !selling.has(order.status)) return false;
    return day >= first && day <= last;
  });
  return { orders: counted.length, total: counted.reduce((sum, order) => sum + (order.total ?? 0), 0) };
}

/** Sales today and this week (Monday on), in Niamey days. */
export function salesTotals(orders: OrderRecord[], now: Date) {
  const today = shopDay(now);
  return { today: salesBetween(orders, today, today), week: salesBetween(orders, weekStart(today), today) };
}
