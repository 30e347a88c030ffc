import { shopDay } from '@kasuwa/contract/days';
import { salesStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import { referralCodeSchema, type OrderDay } from '@kasuwa/contract/referrals';

/**
 * What an order's change counts for its campaign: placed (a priced order), delivered (with its total),
 * or cancelled (its placing taken back: a cancelled order is no order the campaign brought).
 */
export interface CampaignOrderEvent {
  kind: 'placed' | 'delivered' | 'cancelled';
  code: string;
  /** The Niamey day the order was placed: a campaign's orders and deliveries count on it. */
  day: string;
  total: number;
}

type StoredOrder = Record<string, unknown> | undefined;

const millisOf = (value: unknown) =>
  typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function' ? (value as { toMillis(): number }).toMillis() : null;

/**
 * What a change of an order counts for the campaign it carries, or nothing: an order becomes `new` (written
 * so by placeOrder or a phone order, or an app's order priced), becomes `delivered`, or is cancelled (by
 * staff, or by the server when its hold ran out). Only the server writes `campaign`, so a code here came
 * through placeOrder's schema; it is checked again all the same.
 */
export function campaignOrderEvents(before: StoredOrder, after: StoredOrder): CampaignOrderEvent[] {
  const code = referralCodeSchema.safeParse(after?.campaign);
  const placedAt = millisOf(after?.createdAt);
  if (!after || !code.success || placedAt === null) return [];
  const total = typeof after.total === 'number' && Number.isSafeInteger(after.total) && after.total >= 0 ? after.total : 0;
  const base = { code: code.data, day: shopDay(new Date(placedAt)), total };
  const events: CampaignOrderEvent[] = [];
  const wasPriced = before !== undefined && before.status !== 'pending';
  if (!wasPriced && statusIn(salesStatuses, after.status)) events.push({ kind: 'placed', ...base });
  if (before?.status !== 'delivered' && after.status === 'delivered') events.push({ kind: 'delivered', ...base });
  if (wasPriced && before.status !== 'cancelled' && after.status === 'cancelled') events.push({ kind: 'cancelled', ...base });
  return events;
}

/** A year document's days (a map of day → figures) in the range, oldest first; what is not a count reads as 0. */
export function orderDaysIn(days: unknown, from: string, to: string): OrderDay[] {
  if (typeof days !== 'object' || days === null) return [];
  const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);
  return Object.entries(days as Record<string, Record<string, unknown> | null>)
    .filter(([day]) => day >= from && day <= to)
    .map(([day, figures]) => ({
      day,
      orders: count(figures?.orders),
      delivered: count(figures?.delivered),
      deliveredTotal: count(figures?.deliveredTotal),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The years a range of days touches ('2026', '2027'): a campaign's documents to read. */
export function yearsOf(from: string, to: string): string[] {
  const [first, last] = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}
