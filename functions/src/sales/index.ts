import { db } from '../firebase';
import { loggedTrigger } from '../logged-trigger';
import type { OrderEffect } from '../order-effect';
import { logger } from '../operations/request-log';
import { countOrderSalesIn, orderCountsOf, sameCounts } from './count-order-sales';

const countOrderSalesNow = countOrderSalesIn(db);

/**
 * The sales summaries (salesDays, salesTrends) and the customer records (customers) follow every order:
 * placed, paid, delivered, refused at the door, returned, cancelled. A change that counts for nothing
 * (a move to confirmed, a note) reads and writes nothing.
 */
export const orderSales: OrderEffect = async ({ orderId, before, after }) => {
  if (sameCounts(orderCountsOf(before), orderCountsOf(after))) return;
  await loggedTrigger('count an order in the sales', { orderId }, async () => {
    const written = await countOrderSalesNow(orderId);
    logger.info(written ? 'Sales follow an order' : 'An order was counted in the sales already', { orderId, written });
  });
};
