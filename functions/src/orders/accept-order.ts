import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { OrderHolds } from '@kasuwa/contract/order-holds';
import type { OrderItem } from '@kasuwa/contract/schemas';
import type { SoldOut } from '@kasuwa/contract/stock';
import { runTransaction } from '../closed-transactions';
import { db } from '../firebase';
import { reserveStock } from '../stock/order-stock';
import { newTrackingToken } from '../tracking/tracking-token';
import { customerKeyField } from './customer-key';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { nextOrderNumber, orders, placedOrder, readHeldUnits, readLimitCounts, readOrderCounts } from './order-store';
import type { NewOrder } from './place-order';

interface OrderToAccept {
  userId: string;
  items: readonly OrderItem[];
  phone: string | undefined;
  /** The shop's holds, for an order its customer placed (it holds units until confirmed); none for a phone order. */
  holds?: OrderHolds;
  /** Held to the share of new customers whatever the customer's history: a web order's number proves nothing. */
  unproven?: boolean;
}

export type Acceptance =
  | { refused: 'held-too-much'; reason: string }
  | { refused: 'sold-out'; soldOut: SoldOut }
  | {
      refused: null;
      number: number;
      /** What an accepted order carries: its number, tracking token, customer key and the end of its hold. */
      fields: Record<string, unknown>;
      /** Records the number, the stock and the held units as the order's; until then nothing is written. */
      take(orderId: string): void;
    };

/**
 * The one step that accepts an order, whichever way it came in (placeOrder, placePhoneOrder, the check
 * of an app-written order), inside the caller's transaction, cheapest refusal first: the units the
 * customer's unconfirmed orders hold (read before the counter and the stock, so a refused order locks
 * neither), then the order's number, then its variants' stock. The caller writes the order with
 * `fields` and calls `take`; refused, it writes none of them.
 */
export async function acceptOrderIn(
  transaction: Transaction,
  { userId, items, phone, holds, unproven }: OrderToAccept,
): Promise<Acceptance> {
  const held = holds ? await readHeldUnits(transaction, userId, items, holds, { unproven }) : null;
  if (held && !held.within) return { refused: 'held-too-much', reason: held.refusal };
  const numbering = await nextOrderNumber(transaction);
  const reserved = await reserveStock(transaction, items, held?.stockRead);
  if ('soldOut' in reserved) return { refused: 'sold-out', soldOut: reserved.soldOut };
  return {
    refused: null,
    number: numbering.number,
    fields: {
      number: numbering.number,
      trackingToken: newTrackingToken(),
      ...customerKeyField(phone),
      ...(held && { holdUntil: held.until }),
    },
    take: (orderId) => {
      numbering.take();
      reserved.take(orderId);
      held?.take(orderId);
    },
  };
}

export type SaveOutcome =
  | { existing: ReturnType<typeof placedOrder> }
  | { limited: true }
  | { heldTooMuch: string }
  | { soldOut: SoldOut }
  | { saved: string; number: number };

/**
 * placeOrder's, placePhoneOrder's and placeWebOrder's transaction: the order already under `orderId` if
 * a twin call wrote it first; the shopper's limits (orders shoppers place themselves), or the `limits`
 * the caller names (a web order's, by address); then the acceptance step and the order written. When
 * refused, nothing is written.
 */
export function writeOrder(
  order: NewOrder,
  orderId: string | undefined,
  {
    countLimits,
    holds,
    limits,
    unproven,
  }: { countLimits: boolean; holds?: OrderHolds; limits?: readonly RateLimit[]; unproven?: boolean },
): Promise<SaveOutcome> {
  return runTransaction(db, 'write an order', async (transaction): Promise<SaveOutcome> => {
    const ref = orderId ? orders.doc(orderId) : orders.doc();
    const stored = orderId ? (await transaction.get(ref)).data() : undefined;
    if (stored) return { existing: placedOrder(stored) };
    const counts = countLimits
      ? await readOrderCounts(transaction, order.userId)
      : limits
        ? await readLimitCounts(transaction, limits)
        : null;
    if (counts && !counts.allowed) return { limited: true };
    const accepted = await acceptOrderIn(transaction, {
      userId: order.userId,
      items: order.items,
      phone: order.phone,
      holds,
      unproven,
    });
    if (accepted.refused === 'held-too-much') return { heldTooMuch: accepted.reason };
    if (accepted.refused === 'sold-out') return { soldOut: accepted.soldOut };
    counts?.take();
    accepted.take(ref.id);
    transaction.create(ref, {
      ...order,
      ...accepted.fields,
      createdAt: FieldValue.serverTimestamp(),
      checkedAt: FieldValue.serverTimestamp(),
    });
    return { saved: ref.id, number: accepted.number };
  });
}
