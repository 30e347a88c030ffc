import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readOrder } from '@kasuwa/contract/records';
import { orderSalesPart, salesChange, salesOrderFields, staffOf, type SalesPart } from '@kasuwa/contract/sales';
import { staffEmailsIn, writeSalesChange } from './sales-writes';

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
 * Brings the summaries in line with an order as it is now, in a transaction: the part it was counted
 * for (salesCounted, the fields it was counted from) and the part it counts for now, read afresh, and
 * only their difference written. An event delivered twice, or late after a newer one, finds nothing
 * to change. Answers how many summary documents it wrote (0: nothing changed).
 */
export function countOrderSalesIn(db: Firestore) {
  return (orderId: string): Promise<number> =>
    db.runTransaction(async (transaction) => {
      const orderRef = db.collection(collections.orders).doc(orderId);
      const countedRef = db.collection(collections.salesCounted).doc(orderId);
      const [order, counted] = await transaction.getAll(orderRef, countedRef);
      const target = orderSalesOf(order?.data());
      const change = salesChange(orderSalesOf(counted?.get('order') as DocumentData | undefined).counts, target);
      if (Object.keys(change.counts).length === 0) return 0;
      const written = writeSalesChange(db, transaction, change, await staffEmailsIn(db, transaction, staffOf(change)));
      if (Object.keys(target.counts).length === 0) transaction.delete(countedRef);
      else transaction.set(countedRef, { order: countedOrderOf(order?.data()), countedAt: Timestamp.now() });
      return written;
    });
}
