import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ReceiveCashInput } from '@kasuwa/contract/cash';
import { collections } from '@kasuwa/contract/collections';
import { heldCashIn } from './cash-in-hand';
import type { HandOverOutcome } from './receive-cash';

const sameOrders = (stored: unknown, asked: readonly string[]) =>
  Array.isArray(stored) && stored.length === asked.length && asked.every((id) => stored.includes(id));

/**
 * The hand-over in one transaction: a retry finds its record and changes nothing; otherwise every
 * order is read (at most 100), checked to be a cash payment `from` holds, and their totals compared
 * with the amount counted, before any write. Both people's cash in hand moves with the orders, and each
 * order's money version with them (a payment queued before the hand-over is refused on arrival).
 */
export function handOverIn(db: Firestore) {
  return (input: ReceiveCashInput, to: string): Promise<HandOverOutcome> =>
    db.runTransaction(async (transaction) => {
      const record = db.collection(collections.cashHandovers).doc(input.requestId);
      const before = await transaction.get(record);
      if (before.exists) {
        const same =
          before.get('from') === input.from &&
          before.get('to') === to &&
          before.get('amount') === input.amount &&
          sameOrders(before.get('orderIds'), input.orderIds);
        return same ? { kind: 'recorded', amount: input.amount, orders: input.orderIds.length } : { kind: 'another-request' };
      }
      const refs = input.orderIds.map((id) => db.collection(collections.orders).doc(id));
      const orders = await transaction.getAll(...refs);
      let expected = 0;
      for (const order of orders) {
        if (!order.exists || order.get('payment') !== 'cash' || order.get('cashHolder') !== input.from) {
          return { kind: 'not-held', orderId: order.id };
        }
        expected += Number(order.get('total')) || 0;
      }
      if (expected !== input.amount) return { kind: 'wrong-amount', expected };
      const held = await heldCashIn(db, transaction, [input.from, to]);
      // One time for the orders and the receiver's record of them, so both say the same.
      const since = Timestamp.now();
      orders.forEach((order, at) => {
        transaction.update(refs[at]!, { cashHolder: to, cashSince: since, moneyVersion: FieldValue.increment(1) });
        held.drop(input.from, order.id);
        held.put(to, order.id, { amount: Number(order.get('total')) || 0, since });
      });
      held.write();
      transaction.create(record, {
        from: input.from,
        to,
        amount: input.amount,
        orderIds: input.orderIds,
        at: FieldValue.serverTimestamp(),
      });
      return { kind: 'recorded', amount: input.amount, orders: input.orderIds.length };
    });
}
