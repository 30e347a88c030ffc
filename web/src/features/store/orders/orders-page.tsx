import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListFailure } from '../../../components/staff/list-states';
import { useShopUsers } from '../shop-users/api/list-shop-users';
import { StorePage, StoreList } from '../store-page';
import { useLiveOrders } from './api/live-orders';
import { OrderFilterBar } from './components/order-filter-bar';
import { OrderList } from './components/order-list';
import { ordersText, SalesTotals } from './components/sales-totals';
import { filterFromSearch, filterOrders, salesTotals, searchFromFilter } from './order-filters';
import './orders.css';

/**
 * /store/orders: every order, newest first and live, with today's and this week's sales, filtered by
 * status and days (kept in the address, so a filtered list can be shared or reloaded).
 */
export default function OrdersPage() {
  const { orders, liveStopped, listenAgain } = useLiveOrders();
  const shopUsers = useShopUsers();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const customers = useMemo(() => new Map((shopUsers.data ?? []).map((user) => [user.id, user])), [shopUsers.data]);
  const hasOrders = orders.isSuccess && orders.data.length > 0;

  return (
    <StorePage title="Orders">
      {liveStopped && (
        <ListFailure message="Live updates stopped: new orders will not appear" retrying={false} onRetry={listenAgain} />
      )}
      {hasOrders && shopUsers.isError && (
        <ListFailure
          message="Failed to load customer names"
          retrying={shopUsers.isFetching}
          onRetry={() => void shopUsers.refetch()}
        />
      )}
      <StoreList query={orders} what="orders" empty="No orders yet.">
        {(all) => {
          const shown = filterOrders(all, filter);
          return (
            <>
              <SalesTotals {...salesTotals(all, new Date())} />
              <OrderFilterBar filter={filter} onChange={(next) => setSearch(searchFromFilter(next), { replace: true })} />
              <p className="order-count" role="status">
                {shown.length === all.length ? ordersText(all.length) : `${shown.length} of ${ordersText(all.length)}`}
              </p>
              {shown.length === 0 ? (
                <p className="store-empty store-surface">No order matches these filters.</p>
              ) : (
                <OrderList orders={shown} customers={customers} />
              )}
            </>
          );
        }}
      </StoreList>
    </StorePage>
  );
}
