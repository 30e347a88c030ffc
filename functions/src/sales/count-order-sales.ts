import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { customerOrderFields, orderCustomerPart } from '@kasuwa/contract/customers';
import { readOrder } from '@kasuwa/contract/records';
import { orderSalesPart, salesChange, salesOrderFields, staffOf, type SalesPart } from '@kasuwa/contract/sales';
import { guarded, untilCommitted } from '../optimistic-write';
import { staffEmailsOf, writeCustomerChange, writeSalesChange } from './sales-writes';

/** What an order counts for: its part in the sales summaries and in its customer's record. */
interface OrderCounts {
  sales: SalesPart;
  customer: SalesPart;
}

/** An order's counts, from its stored data (or nothing, for none). */
export function orderCountsOf(data: DocumentData | undefined): OrderCounts {
  const order = readOrder(data);
  return { sales: orderSalesPart(order), customer: orderCustomerPart(order) };
}

const countedFields = [...salesOrderFields, ...customerOrderFields];

/** What of an order salesCounted keeps: the fields its counts are made of, as stored. */
export const countedOrderOf = (data: DocumentData | undefined): DocumentData =>
  Object.fromEntries(countedFields.filter((field) => data?.[field] !== undefined).map((field) => [field, data![field]]));

const isEmpty = (part: SalesPart) => Object.keys(part.counts).length === 0;

/** What must change for counts counted as `counted` to count as `target`. */
const countsChange = (counted: OrderCounts, target: OrderCounts): OrderCounts => ({
  sales: salesChange(counted.sales.counts, target.sales),
  customer: salesChange(counted.customer.counts, target.customer),
});

/** Whether two readings of an order count the same in the summaries and the customer records. */
export function sameCounts(a: OrderCounts, b: OrderCounts): boolean {
  const change = countsChange(a, b);
  return isEmpty(change.sales) && isEmpty(change.customer);
}

/**
 * Brings the summaries and the customer records in line with an order as it is now: the counts it was
 * counted for (salesCounted, the fields it was counted from) and those it counts for now, read afresh,
 * and only their difference written, in one batch with the new counted record guarded by the one read.
 * Two runs for one order never both apply a difference: the later's batch is refused and made again
 * from fresh reads, so an event delivered twice, or late after a newer one, finds nothing to change.
 * Answers how many summary and customer documents it wrote (0: nothing changed).
 */
export function countOrderSalesIn(db: Firestore) {
  const orders = db.collection(collections.orders);
  const countedRecords = db.collection(collections.salesCounted);
  return (orderId: string): Promise<number> =>
    untilCommitted(async () => {
      const [order, counted] = await db.getAll(orders.doc(orderId), countedRecords.doc(orderId));
      const target = orderCountsOf(order?.data());
      const change = countsChange(orderCountsOf(counted?.get('order') as DocumentData | undefined), target);
      if (isEmpty(change.sales) && isEmpty(change.customer)) return { batch: null, answer: 0 };
      const batch = db.batch();
      const written =
        writeSalesChange(db, batch, change.sales, await staffEmailsOf(db, staffOf(change.sales))) +
        writeCustomerChange(db, batch, change.customer);
      const record =
        isEmpty(target.sales) && isEmpty(target.customer)
          ? null
          : { order: countedOrderOf(order?.data()), countedAt: Timestamp.now() };
      return { batch: guarded(batch, counted!, record), answer: written };
    });
}
