import type { CashInHand } from '../cash';
import { dateField, fieldsOf, listField, optionalTextField, readFields, wholeNumberField } from './fields';
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
    const amount = wholeNumber(Math.abs(Number(entry.amount)), 0, Number.MAX_SAFE_INTEGER);
    if (amount === null) continue;
    // A cash refund paid out of these hands counts negative, and is no order held.
    const refund = Number(entry.amount) < 0;
    held.amount += refund ? -amount : amount;
    if (!refund) held.orders += 1;
    const since = timestampMillis(entry.since);
    if (since !== null && (held.since === undefined || since < held.since.getTime())) held.since = new Date(since);
  }
  return held;
}

const amount = wholeNumberField(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** The lines of a close: each order it counted, with its number and total. */
const closeLinesField = listField((value) => {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const total = wholeNumber(value.total, 0, Number.MAX_SAFE_INTEGER);
  if (!id || total === null) return undefined;
  return { id, number: wholeNumber(value.number, 1, Number.MAX_SAFE_INTEGER) ?? undefined, total };
});

/** The cash refunds a close counted against the cash, each with its order's number. */
const closeRefundsField = listField((value) => {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const amount = wholeNumber(value.amount, 1, Number.MAX_SAFE_INTEGER);
  if (!id || amount === null) return undefined;
  return { id, number: wholeNumber(value.number, 1, Number.MAX_SAFE_INTEGER) ?? undefined, amount };
});

/** The corrections of payments a close listed, each with what it did to the holder's cash and why. */
const closeCorrectionsField = listField((value) => {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const effect = typeof value.effect === 'number' && Number.isSafeInteger(value.effect) ? value.effect : null;
  if (!id || effect === null) return undefined;
  return {
    id,
    number: wholeNumber(value.number, 1, Number.MAX_SAFE_INTEGER) ?? undefined,
    effect,
    reason: text(value.reason) ?? '',
  };
});

/** A cashCloses document as staff see it: a close or an adjustment (cash-close.ts). */
export const readCashClose = (data: unknown) =>
  readFields(
    {
      ...fieldsOf(optionalTextField, 'kind', 'day', 'holder', 'holderEmail', 'note', 'closeId', 'by', 'byEmail'),
      ...fieldsOf(amount, 'expected', 'counted', 'difference', 'amount'),
      orderCount: wholeNumberField(0, Number.MAX_SAFE_INTEGER),
      at: dateField,
    },
    data,
  );
export type StoredCashClose = ReturnType<typeof readCashClose>;

/** A cashCloseLines document: the orders and the cash refunds a close counted, and the corrections it listed. */
export const readCashCloseLines = (data: unknown) =>
  readFields({ orders: closeLinesField, refunds: closeRefundsField, corrections: closeCorrectionsField }, data);
export type StoredCashCloseLines = ReturnType<typeof readCashCloseLines>;

/** An unpaidDeliveries document: an order delivered with nothing paid. */
export const readUnpaidDelivery = (data: unknown) =>
  readFields(
    {
      total: wholeNumberField(0, Number.MAX_SAFE_INTEGER),
      number: wholeNumberField(1, Number.MAX_SAFE_INTEGER),
      riderId: optionalTextField,
      deliveredAt: dateField,
    },
    data,
  );
export type StoredUnpaidDelivery = ReturnType<typeof readUnpaidDelivery>;
