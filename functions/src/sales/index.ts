import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../firebase';
import { loggedTrigger } from '../logged-trigger';
import { observed } from '../operations/observers';
import { logger } from '../operations/request-log';
import { countOrderSalesIn, orderSalesOf, sameSales } from './count-order-sales';

const countOrderSalesNow = countOrderSalesIn(db);

/**
 * The sales summaries (salesDays, salesTrends) follow every order: placed, paid, delivered, cancelled.
 * A change that counts for nothing (a move to confirmed, a note) reads and writes nothing.
 */
export const countOrderSales = onDocumentWritten(
  `${collections.orders}/{orderId}`,
  observed.event('countOrderSales', async (event) => {
    const { orderId } = event.params;
    if (sameSales(orderSalesOf(event.data?.before.data()), orderSalesOf(event.data?.after.data()))) return;
    await loggedTrigger('count an order in the sales', { orderId }, async () => {
      const written = await countOrderSalesNow(orderId);
      logger.info(written ? 'Sales follow an order' : 'An order was counted in the sales already', { orderId, written });
    });
  }),
);
