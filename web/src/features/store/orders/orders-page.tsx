import { useMemo } from 'react';
import { ListFailure } from '../../../components/staff/list-states';
import { useShopUsers } from '../shop-users/api/list-shop-users';
import { StorePage, StoreList } from '../store-page';
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
    <StorePage title="Orders">
      {hasOrders && shopUsers.isError && (
        <ListFailure
          message="Failed to load customer names"
          retrying={shopUsers.isFetching}
          onRetry={() => void shopUsers.refetch()}
        />
      )}
      <StoreList query={orders} what="orders" empty="No orders yet.">
        {(shown) => <OrderList orders={shown} customers={customers} />}
      </StoreList>
    </StorePage>
  );
}
