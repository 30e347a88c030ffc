import { Link, useParams } from 'react-router-dom';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { useShopUsers } from '../shop-users/api/list-shop-users';
import { StorePage } from '../store-page';
import { useLiveOrders } from './api/live-orders';
import { OrderDetail } from './components/order-detail';
import './orders.css';

/** /store/orders/:orderId: one order, live (another staff member's move shows at once). */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { orders, liveStopped, listenAgain } = useLiveOrders();
  const shopUsers = useShopUsers();
  const order = orders.data?.find((candidate) => candidate.id === orderId);

  return (
    <StorePage title={`Order ${orderId}`}>
      <p>
        <Link to="/store/orders">← All orders</Link>
      </p>
      {liveStopped && (
        <ListFailure message="Live updates stopped: changes by others will not appear" retrying={false} onRetry={listenAgain} />
      )}
      {shopUsers.isError && (
        <ListFailure
          message="Failed to load customer names"
          retrying={shopUsers.isFetching}
          onRetry={() => void shopUsers.refetch()}
        />
      )}
      {orders.isPending ? (
        <ListLoading what="order" />
      ) : orders.isError ? (
        <ListFailure message="Failed to load order" retrying={orders.isFetching} onRetry={() => void orders.refetch()} />
      ) : order ? (
        <OrderDetail
          order={order}
          customer={order.userId ? shopUsers.data?.find((user) => user.id === order.userId) : undefined}
        />
      ) : (
        <p className="store-empty store-surface">No order {orderId}: it may be still being priced, or it does not exist.</p>
      )}
    </StorePage>
  );
}
