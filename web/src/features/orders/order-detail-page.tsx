import { Link, useParams } from 'react-router';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { useShopUsersById } from '../../components/store/shop-users-by-id';
import { StorePage } from '../../components/store/store-page';
import { useLiveOrder } from './api/live-orders';
import { OrderDetail, type OrderReturnsPart } from './components/order-detail';
import { NotReadOffline, OfflineNotice } from '../../components/store/offline/offline-notice';
import './orders.css';
import { storePaths } from '../../lib/store-paths';
import { useStaffText, textMessage } from '../../components/staff/staff-language';

/**
 * /store/orders/:orderId: one order, live (another staff member's move shows at once). It reads that
 * order, its customer and its history, never the list. Its returns are the returns feature's
 * (`returns`, put there by app/store/pages/order-detail.tsx).
 */
export default function OrderDetailPage({ returns }: { returns: OrderReturnsPart }) {
  const { orderId = '' } = useParams();
  const { order, failure, liveStopped, retry, fromCache, syncedAt, unread } = useLiveOrder(orderId);
  const customers = useShopUsersById(order?.userId ? [order.userId] : []);
  const { t } = useStaffText();

  return (
    <StorePage title={textMessage('Order {id}', { id: order?.number === undefined ? orderId : orderNumberLabel(order.number) })}>
      <p>
        <Link to={storePaths.orders.path}>← {t('All orders')}</Link>
      </p>
      {liveStopped && (
        <ListFailure message="Live updates stopped: changes by others will not appear" retrying={false} onRetry={retry} />
      )}
      {customers.failed && (
        <ListFailure message="Failed to load customer names" retrying={customers.retrying} onRetry={customers.retry} />
      )}
      {fromCache && <OfflineNotice syncedAt={syncedAt} />}
      {failure !== undefined ? (
        <ListFailure message="Failed to load order" retrying={false} onRetry={retry} />
      ) : order === undefined ? (
        <ListLoading what="order" />
      ) : unread ? (
        <NotReadOffline what="order" />
      ) : order ? (
        <OrderDetail order={order} customer={order.userId ? customers.byId.get(order.userId) : undefined} returns={returns} />
      ) : (
        <p className="store-empty store-surface">
          {t('No order {id}: it may be still being priced, or it does not exist.', { id: orderId })}
        </p>
      )}
    </StorePage>
  );
}
