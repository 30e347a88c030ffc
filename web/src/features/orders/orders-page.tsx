import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { storePaths } from '../../lib/store-paths';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { useShopUsersById } from '../../components/store/shop-users-by-id';
import { StorePage } from '../../components/store/store-page';
import { NextPage } from '../../components/store/next-page';
import { NotReadOffline, OfflineNotice } from '../../components/store/offline/offline-notice';
import { useOrderPages } from './api/live-orders';
import { useOrderCount, useSalesTotals } from './api/order-figures';
import { FindOrderForm } from './components/find-order-form';
import { OrderFilterBar } from './components/order-filter-bar';
import { OrderList } from './components/order-list';
import { ordersText, SalesTotals } from './components/sales-totals';
import { filterFromSearch, searchFromFilter, type OrderFilter } from './order-filters';
import './orders.css';
import { useStaffText } from '../../components/staff/staff-language';
import { useCan } from '../../components/staff/staff-role';

const hasFilter = ({ status, zone, from, to }: ReturnType<typeof filterFromSearch>) => Boolean(status || zone || from || to);

/**
 * /store/orders: the orders newest first, a page at a time and live, with today's and this week's
 * sales, filtered by status, delivery zone and days (kept in the address, so a filtered list can be shared or
 * reloaded), or one order opened by its number. Filters are queries: the page never reads the
 * collection.
 */
export default function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  // The address as last set: two changes before a render (a status, then a day typed at once on a busy
  // phone) must both stay, and setSearch's function form is given the params this render read.
  const address = useRef(search);
  useEffect(() => {
    address.current = search;
  }, [search]);
  const changeFilter = (change: Partial<OrderFilter>) => {
    address.current = searchFromFilter({ ...filterFromSearch(address.current), ...change });
    setSearch(address.current, { replace: true });
  };
  const orders = useOrderPages(filter);
  const seesFigures = useCan('figures');
  const takesOrders = useCan(storePaths.newOrder.permission);
  // Sums are made on the server: offline, the last ones stay until the list hears from it again.
  const sales = useSalesTotals(orders.revision, seesFigures && !orders.fromCache && navigator.onLine);
  const count = useOrderCount(filter);
  // Orders the server priced carry their customer's name; only older ones need their customer read.
  const customers = useShopUsersById(
    orders.items.flatMap((order) => (order.userId && !order.customerName ? [order.userId] : [])),
  );
  const total = count.data;
  const shown = orders.items.length;
  const { t } = useStaffText();

  return (
    <StorePage title="Orders">
      {orders.liveStopped && (
        <ListFailure message="Live updates stopped: new orders will not appear" retrying={false} onRetry={orders.retry} />
      )}
      {customers.failed && (
        <ListFailure message="Failed to load customer names" retrying={customers.retrying} onRetry={customers.retry} />
      )}
      {sales.data ? (
        <SalesTotals {...sales.data} />
      ) : (
        sales.isError && (
          <ListFailure message="Failed to load sales" retrying={sales.isFetching} onRetry={() => void sales.refetch()} />
        )
      )}
      {takesOrders && (
        <p>
          <Link className="admin-button admin-button--inline" to={storePaths.newOrder.path}>
            {t('New order')}
          </Link>
        </p>
      )}
      <FindOrderForm />
      <OrderFilterBar filter={filter} onChange={changeFilter} />
      {orders.fromCache && <OfflineNotice syncedAt={orders.syncedAt} />}
      {orders.pending ? (
        <ListLoading what="orders" />
      ) : orders.failedFirst ? (
        <ListFailure message="Failed to load orders" retrying={false} onRetry={orders.retry} />
      ) : orders.unread ? (
        <NotReadOffline what="list" />
      ) : shown === 0 ? (
        <p className="store-empty store-surface">{t(hasFilter(filter) ? 'No order matches these filters.' : 'No orders yet.')}</p>
      ) : (
        <>
          <p className="store-list-count" role="status">
            {!orders.hasMore
              ? ordersText(t, shown)
              : total === undefined
                ? t('{count} shown', { count: ordersText(t, shown) })
                : t('{shown} of {count} shown', { shown, count: ordersText(t, Math.max(total, shown)) })}
          </p>
          <OrderList orders={orders.items} customers={customers.byId} />
          <NextPage what="orders" list={orders} />
        </>
      )}
    </StorePage>
  );
}
