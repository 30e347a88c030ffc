import { isCalendarDay } from '@kasuwa/contract/days';

/** The status filter's value for every order, rejected ones included (none: the orders staff act on). */
export const allOrders = 'all';

/** What the order list is narrowed to; each part is optional, days are Niamey days 'YYYY-MM-DD'. */
export interface OrderFilter {
  /** A status, `allOrders`, or none: every status staff act on (not rejected). */
  status?: string;
  /** A deliveryZones id. */
  zone?: string;
  from?: string;
  to?: string;
}

const dayOrUndefined = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);

const zoneIdOrUndefined = (value: string | null) => (value && /^[^/]{1,128}$/.test(value) ? value : undefined);

/** The filter in the page's address (?status=new&zone=wadata&from=2026-11-01&to=2026-11-23); anything malformed is left out. */
export function filterFromSearch(search: URLSearchParams): OrderFilter {
  return {
    status: search.get('status') || undefined,
    zone: zoneIdOrUndefined(search.get('zone')),
    from: dayOrUndefined(search.get('from')),
    to: dayOrUndefined(search.get('to')),
  };
}

export function searchFromFilter(filter: OrderFilter): URLSearchParams {
  return new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
