import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '@kasuwa/contract/collections';
import { orderCash } from './cash';
import type { OrderEffectName } from '@kasuwa/contract/order-workflow';
import { runOrderEffects, type OrderEffect } from './order-effect';
import { observed } from './operations/observers';
import { logger } from './operations/request-log';
import { appWrittenOrderCheck, orderHoldRelease } from './orders';
import { orderCampaign } from './referrals';
import { orderSales } from './sales';
import { orderStock } from './stock';
import { orderTracking } from './tracking';

/** Everything an order's write sets off, by its name in contract/src/order-workflow.ts (orderEffectNames). */
const orderEffects: Record<OrderEffectName, OrderEffect> = {
  check: appWrittenOrderCheck,
  holds: orderHoldRelease,
  stock: orderStock,
  sales: orderSales,
  cash: orderCash,
  tracking: orderTracking,
  campaign: orderCampaign,
};

/** The one function that listens to the orders: one write, one function run. */
export const followOrder = onDocumentWritten(
  `${collections.orders}/{orderId}`,
  observed.event('followOrder', async (event) => {
    const { orderId } = event.params;
    if (!event.data) {
      logger.warn('followOrder did nothing: the event carries no change', { orderId });
      return;
    }
    const { before, after } = event.data;
    await runOrderEffects(orderEffects, { orderId, before: before.data(), after: after.data(), ref: after.ref });
  }),
);
