import type { ShopUserRecord } from '../../../components/store/shop-users-by-id';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { OrderCard } from './order-card';
import { useStaffText } from '../../../components/staff/staff-language';

/** Cards rather than a table: an order has too many fields for a row on a 320 px screen. */
export function OrderList({ orders, customers }: { orders: OrderRecord[]; customers: Map<string, ShopUserRecord> }) {
  const { t } = useStaffText();
  return (
    <ol className="order-list" aria-label={t('Orders, newest first')}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} customer={order.userId ? customers.get(order.userId) : undefined} />
        </li>
      ))}
    </ol>
  );
}
