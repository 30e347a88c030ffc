import { lazy } from 'react';
import OrderDetailPage from '../../../features/orders/order-detail-page';

// Shown on a delivered order or one cancelled after payment only: loaded when shown.
const OrderReturns = lazy(() =>
  import('../../../features/returns/components/order-returns').then((module) => ({ default: module.OrderReturns })),
);

/** /store/orders/:orderId: the order, with its returns when it has some to take. */
export default function OrderDetail() {
  return <OrderDetailPage returns={OrderReturns} />;
}
