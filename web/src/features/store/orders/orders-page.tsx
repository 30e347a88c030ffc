import { useMemo } from 'react';
import { brand } from '@kasuwa/contract/brand';
import { DocumentTitle } from '../../../components/page-meta';
import { ListFailure, ListLoading } from '../../../components/admin/list-states';
import { useShopUsers } from '../shop-users/api/list-shop-users';
import { useOrders } from './api/list-orders';
import { OrderList } from './components/order-list';
import './orders.css';

/** /store/orders: every order, newest first, with the customer's name when their details load. */
export default function OrdersPage() {
  const orders = useOrders();
  const shopUsers = useShopUsers();
  const customers = useMemo(() => new Map((shopUsers.data ?? []).map((user) => [user.id, user])), [shopUsers.data]);
  const hasOrders = orders.isSuccess && orders.data.length > 0;

  return (
    <section aria-labelledby="orders-title">
      <DocumentTitle title={`Orders — ${brand.name} Store`} />
      <h1 id="orders-title" className="store-page-title">
        Orders
      </h1>
      {hasOrders && shopUsers.isError && (
        <ListFailure
          message="Failed to load customer names"
          retrying={shopUsers.isFetching}
          onRetry={() => void shopUsers.refetch()}
        />
      )}
      {orders.isPending ? (
        <ListLoading what="orders" />
      ) : orders.isError ? (
        <ListFailure message="Failed to load orders" retrying={orders.isFetching} onRetry={() => void orders.refetch()} />
      ) : hasOrders ? (
        <OrderList orders={orders.data} customers={customers} />
      ) : (
        <p className="store-empty store-surface">No orders yet.</p>
      )}
    </section>
  );
}
