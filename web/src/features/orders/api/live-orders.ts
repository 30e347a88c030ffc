import {
  collection,
  doc,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { checkedOrderStatuses } from '@kasuwa/contract/order-statuses';
import { addDays, dayStart } from '@kasuwa/contract/days';
import { readOrder } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { meterAggregation, meterReads, meterSnapshot } from '../../../lib/firebase/read-meter';
import { newestBy, type LivePages, useLivePages } from '../../../components/store/live-pages';
import { logLoadFailure } from '../../../components/store/store-lists';
import { lastSynced, markSynced } from '../../../components/store/offline/last-synced';
import { allOrders, type OrderFilter } from '../order-filters';
import { newOrderCountKey, type OrderRecord } from '../../../components/store/orders/order-record';

const toOrder = (snapshot: { id: string; data: () => unknown }): OrderRecord => ({
  id: snapshot.id,
  ...readOrder(snapshot.data()),
});

const orderPageSize = 50;

/**
 * The orders a filter asks for, as constraints on zzstoreOrders: the status (by default the orders
 * staff act on, rejected ones left out; `all` for every one), the zone, and the Niamey days placed
 * (both included). Orders are found by `createdAt`, which every order has (placeOrder and the rules
 * write it; `npm run migrate` stamps the old apps' orders that lack it).
 */
export function filterConstraints({ status, zone, from, to }: OrderFilter): QueryConstraint[] {
  return [
    ...(status === allOrders ? [] : [status ? where('status', '==', status) : where('status', 'in', checkedOrderStatuses)]),
    ...(zone ? [where('zoneId', '==', zone)] : []),
    ...(from ? [where('createdAt', '>=', dayStart(from))] : []),
    ...(to ? [where('createdAt', '<', dayStart(addDays(to, 1)))] : []),
  ];
}

function orderPages(filter: OrderFilter): LivePages<OrderRecord> {
  const orders = collection(db, collections.orders);
  const constraints = [...filterConstraints(filter), orderBy('createdAt', 'desc')];
  return {
    what: 'orders',
    key: `orders?${JSON.stringify(filter)}`,
    pageSize: orderPageSize,
    page: (after) => query(orders, ...constraints, ...(after ? [startAfter(after)] : []), limit(orderPageSize)),
    position: newestBy('createdAt'),
    // `pending` orders were written by an app and are being priced (followOrder's check effect), which
    // takes a moment: they show once priced.
    record: (document) => {
      const order = toOrder(document);
      return order.status === 'pending' ? null : order;
    },
  };
}

/**
 * The orders a filter keeps, newest first, a page of 50 at a time and kept current: a new order or
 * another staff member's move shows without a reload.
 */
export function useOrderPages(filter: OrderFilter) {
  const { status, zone, from, to } = filter;
  const spec = useMemo(() => orderPages({ status, zone, from, to }), [status, zone, from, to]);
  return useLivePages(spec);
}

/**
 * How many orders wait for staff (status `new`), for the store's menu; undefined until known, or when
 * it cannot be read (logged: the menu still works without its count). A listener on the newest new
 * order (one read, then one per change) says when to count again; the count is an aggregation (a
 * read per 1,000 new orders), also made again after this staff member's own moves and when the tab
 * comes back into view: a move by someone else of an older new order shows then.
 */
export function useNewOrderCount(): number | undefined {
  const [signal, setSignal] = useState(0);
  useEffect(() => {
    let first = true;
    return onSnapshot(
      query(collection(db, collections.orders), where('status', '==', 'new'), orderBy('createdAt', 'desc'), limit(1)),
      (snapshot) => {
        meterSnapshot('new-order badge', snapshot.docChanges().length, first);
        first = false;
        setSignal((count) => count + 1);
      },
      (error) => console.error('The count of new orders stopped:', error),
    );
  }, []);
  const counted = useQuery({
    queryKey: [...newOrderCountKey, signal],
    queryFn: () =>
      logLoadFailure('count of new orders', async () => {
        const { count } = (
          await getCountFromServer(query(collection(db, collections.orders), where('status', '==', 'new')))
        ).data();
        meterAggregation('new orders count', count);
        return count;
      }),
    // Counted on the server: offline, the last count stays until the listener hears from it again.
    enabled: signal > 0 && navigator.onLine,
    placeholderData: (previous) => previous,
    refetchOnWindowFocus: true,
  });
  return counted.isError ? undefined : counted.data;
}

interface LiveOrder {
  /** undefined while it loads; null when there is no such order (or it is still being priced). */
  order?: OrderRecord | null;
  /** Shown from the device's cache: the network is cut (or not yet answering). */
  fromCache?: boolean;
  failure?: unknown;
  liveStopped?: boolean;
}

/** One order, kept current: its own document, never the list. */
export function useLiveOrder(orderId: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LiveOrder & { key: string }>({ key: '' });
  const key = `${orderId}:${attempt}`;
  const shown: LiveOrder = state.key === key ? state : {};
  useEffect(() => {
    let received = false;
    return onSnapshot(
      doc(db, collections.orders, orderId),
      { includeMetadataChanges: true },
      (snapshot) => {
        const { fromCache } = snapshot.metadata;
        if (!fromCache) {
          meterReads('order', 1);
          markSynced(`order/${orderId}`);
        }
        received = true;
        const order = snapshot.exists() ? toOrder(snapshot) : null;
        setState((previous) => ({
          key,
          fromCache,
          order: order?.status === 'pending' ? null : order,
          ...(previous.key === key && previous.liveStopped && { liveStopped: true }),
        }));
      },
      (error) => {
        if (received) {
          console.error('The live order stopped:', error);
          setState((previous) => ({ ...previous, liveStopped: true }));
        } else {
          console.error('Loading the order failed:', error);
          setState({ key, failure: error });
        }
      },
    );
  }, [orderId, key]);
  return {
    ...shown,
    /** When this order was last read from the server on this device (ms), null if never. */
    syncedAt: shown.fromCache ? lastSynced(`order/${orderId}`) : null,
    /** Offline and not on the device: not the same as an order that does not exist. */
    unread: shown.fromCache === true && shown.order === null && lastSynced(`order/${orderId}`) === null,
    retry: () => setAttempt((count) => count + 1),
  };
}
