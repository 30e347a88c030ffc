import type { OrderHolds } from '@kasuwa/contract/order-holds';
import type { OrderItem } from '@kasuwa/contract/schemas';
import { demandsOf } from '../stock/stock-reservation';

/** One order's entry in its customer's held units: units per variant (stock id), and when its hold ends (ms). */
export interface HeldOrder {
  units: Record<string, number>;
  until: number;
}

/** An order's lines as a held-units entry. */
export const heldOrderOf = (lines: readonly OrderItem[], until: number): HeldOrder => ({
  units: Object.fromEntries(demandsOf(lines).map(({ stockId, quantity }) => [stockId, quantity])),
  until,
});

const wholeUnits = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0);

/**
 * The units a customer's held-units document still counts at `now`, per variant: entries whose hold
 * has ended are left out (the order lapses), and whatever cannot be read counts nothing. Also the ids
 * of the ended entries, for the next write to drop, and the latest end still counted (at least `now`).
 */
export function heldUnitsAt(stored: unknown, now: number): { units: Map<string, number>; ended: string[]; latest: number } {
  const orders = (stored as { orders?: unknown } | undefined)?.orders;
  const units = new Map<string, number>();
  const ended: string[] = [];
  let latest = now;
  if (typeof orders !== 'object' || orders === null) return { units, ended, latest };
  for (const [orderId, entry] of Object.entries(orders as Record<string, unknown>)) {
    const { units: held, until } = (entry ?? {}) as { units?: unknown; until?: unknown };
    if (typeof until !== 'number' || until <= now) {
      ended.push(orderId);
      continue;
    }
    latest = Math.max(latest, until);
    if (typeof held !== 'object' || held === null) continue;
    for (const [stockId, quantity] of Object.entries(held)) units.set(stockId, (units.get(stockId) ?? 0) + wholeUnits(quantity));
  }
  return { units, ended, latest };
}

/**
 * Whether the units a customer's unconfirmed orders hold (`held`, per variant) with a new order's
 * lines would pass the shop's caps: more of one variant than `perVariant`, or more in all than `inAll`.
 */
export function holdsTooMuch(
  held: ReadonlyMap<string, number>,
  lines: readonly OrderItem[],
  { perVariant, inAll }: OrderHolds,
): boolean {
  const after = new Map(held);
  for (const { stockId, quantity } of demandsOf(lines)) after.set(stockId, (after.get(stockId) ?? 0) + quantity);
  const total = [...after.values()].reduce((sum, units) => sum + units, 0);
  return total > inAll || [...after.values()].some((units) => units > perVariant);
}

/** The held-units document of the unconfirmed orders of new customers for one variant (never a uid: those have no colon). */
export const newCustomersHoldId = (stockId: string) => `new-customers:${stockId}`;

/**
 * Whether a new customer's order (one with no delivered order yet) would take new customers past the
 * shop's share of a variant: what their unconfirmed orders hold of it (`heldByNew`), with this order's
 * units, against `newCustomerPercent` of the units not held by trusted orders (what is available plus
 * what new customers hold), rounded up. A variant the shop does not count (`available` undefined) has
 * no share to keep; an order the stock itself cannot serve passes here, for the stock to say "Épuisé".
 */
export function passesNewCustomerShare(
  demand: { quantity: number },
  heldByNew: number,
  available: number | undefined,
  { newCustomerPercent }: Pick<OrderHolds, 'newCustomerPercent'>,
): boolean {
  if (available === undefined || demand.quantity > available) return true;
  const share = Math.ceil(((available + heldByNew) * newCustomerPercent) / 100);
  return heldByNew + demand.quantity <= share;
}
