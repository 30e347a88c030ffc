import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readOrder } from '@kasuwa/contract/records';
import { orderSalesPart, salesChange, salesOrderFields, staffOf, type SalesPart } from '@kasuwa/contract/sales';
import { guarded, untilCommitted } from '../optimistic-write';
import { staffEmailsOf, writeSalesChange } from './sales-writes';

/** An order's sales part, from its stored data (or nothing, for none). */
export const orderSalesOf = (data: DocumentData | undefined): SalesPart => orderSalesPart(readOrder(data));

/** What of an order salesCounted keeps: the fields its part is made of, as stored. */
export const countedOrderOf = (data: DocumentData | undefined): DocumentData =>
  Object.fromEntries(salesOrderFields.filter((field) => data?.[field] !== undefined).map((field) => [field, data![field]]));

/** Whether two readings of an order count the same in the summaries. */
export function sameSales(a: SalesPart, b: SalesPart): boolean {
  return Object.keys(salesChange(a.counts, b).counts).length === 0;
}

/**
 * Brings the summaries in line with an order as it is now: the part it was counted for (salesCounted,
 * the fields it was counted from) and the part it counts for now, read afresh, and only their
 * difference written, in one batch with the new counted record guarded by the one read. Two runs for
 * one order never both apply a difference: the later's batch is refused and made again from fresh
 * reads, so an event delivered twice, or late after a newer one, finds nothing to change. Answers how
 * many summary documents it wrote (0: nothing changed).
 */
export function countOrderSalesIn(db: Firestore) {
  const orders = db.collection(collections.orders);
  const countedRecords = db.collection(collections.salesCounted);
  return (orderId: string): Promise<number> =>
    untilCommitted(async () => {
      const [order, counted] = await db.getAll(orders.doc(orderId), countedRecords.doc(orderId));
      const target = orderSalesOf(order?.data());
      const change = salesChange(orderSalesOf(counted?.get('order') as DocumentData | undefined).counts, target);
      if (!counted || Object.keys(change.counts).length === 0) return { batch: null, answer: 0 };
      const batch = db.batch();
      const written = writeSalesChange(db, batch, change, await staffEmailsOf(db, staffOf(change)));
      const record =
        Object.keys(target.counts).length === 0 ? null : { order: countedOrderOf(order?.data()), countedAt: Timestamp.now() };
      return { batch: guarded(batch, counted, record), answer: written };
    });
}
