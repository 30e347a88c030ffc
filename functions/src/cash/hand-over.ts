import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ReceiveCashInput } from '@kasuwa/contract/cash';
import { collections } from '@kasuwa/contract/collections';
import type { HandOverOutcome } from './receive-cash';

const sameOrders = (stored: unknown, asked: readonly string[]) =>
  Array.isArray(stored) && stored.length === asked.length && asked.every((id) => stored.includes(id));

/**
 * The hand-over in one transaction: a retry finds its record and changes nothing; otherwise every
 * order is read (at most 100), checked to be a cash payment `from` holds, and their totals compared
 * with the amount counted, before any write.
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
      for (const ref of refs) transaction.update(ref, { cashHolder: to, cashSince: FieldValue.serverTimestamp() });
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
