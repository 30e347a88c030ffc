import type { CashInHand } from '../cash';
import { isRecord, text, timestampMillis, wholeNumber } from './values';

/**
 * A cashInHand document as staff see it: the amounts of the payments held summed, their count, and
 * the oldest `since`. An entry that cannot be read counts as nothing rather than hiding the rest.
 */
export function readCashInHand(holder: string, data: unknown): CashInHand {
  const stored = isRecord(data) ? data : {};
  const held: CashInHand = {
    holder,
    email: text(stored.email) || undefined,
    role: text(stored.role) || undefined,
    amount: 0,
    orders: 0,
    since: undefined,
  };
  const orders = isRecord(stored.orders) ? Object.values(stored.orders) : [];
  for (const entry of orders) {
    if (!isRecord(entry)) continue;
    const amount = wholeNumber(entry.amount, 0, Number.MAX_SAFE_INTEGER);
    if (amount === null) continue;
    held.amount += amount;
    held.orders += 1;
    const since = timestampMillis(entry.since);
    if (since !== null && (held.since === undefined || since < held.since.getTime())) held.since = new Date(since);
  }
  return held;
}
