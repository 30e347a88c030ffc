import { useQuery } from '@tanstack/react-query';
import { collection, count, getAggregateFromServer, getCountFromServer, query, sum, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { addDays, dayStart, shopDay, weekStart } from '@kasuwa/contract/days';
import { salesStatuses } from '@kasuwa/contract/order-workflow';
import { db } from '../../../lib/firebase/firestore';
import { logLoadFailure } from '../../../components/store/store-lists';
import type { OrderFilter } from '../order-filters';
import { filterConstraints } from './live-orders';
import { meterAggregation } from '../../../lib/firebase/read-meter';

export interface SalesTotal {
  orders: number;
  total: number;
}

/**
 * Sales placed in [from, to): an aggregation query, which Firestore bills one read per 1,000 orders
 * it counts, rather than a read per order.
 */
async function salesBetween(from: Date, to: Date): Promise<SalesTotal> {
  const placed = query(
    collection(db, collections.orders),
    where('status', 'in', salesStatuses),
    where('createdAt', '>=', from),
    where('createdAt', '<', to),
  );
  const figures = (await getAggregateFromServer(placed, { orders: count(), total: sum('total') })).data();
  meterAggregation('sales', figures.orders);
  return { orders: figures.orders, total: figures.total };
}

async function salesTotals(now: Date) {
  const today = shopDay(now);
  const tomorrow = dayStart(addDays(today, 1));
  const [todaySales, weekSales] = await Promise.all([
    salesBetween(dayStart(today), tomorrow),
    salesBetween(dayStart(weekStart(today)), tomorrow),
  ]);
  return { today: todaySales, week: weekSales };
}

/**
 * Sales today and this week (Monday on), in Niamey days. `revision` changes whenever the orders on
 * screen change, which counts them again.
 */
export function useSalesTotals(revision: number, enabled: boolean) {
  // `enabled` only for a role that sees the figures: the console's choice, as a role that reads orders
  // could sum them itself.
  return useQuery({
    queryKey: ['store', 'orders', 'sales', revision],
    queryFn: () => logLoadFailure('sales', () => salesTotals(new Date())),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/**
 * How many orders a filter of days keeps, counted on the server when the filter is chosen (pending
 * ones included: they are priced within seconds). A count costs a read per 1,000 orders it counts, so
 * it is made only over days staff chose, never over every order the shop ever had (100 reads a visit
 * after a year), and not again at each change.
 */
export function useOrderCount(filter: OrderFilter) {
  const { status, zone, from, to } = filter;
  return useQuery({
    queryKey: ['store', 'orders', 'count', status ?? null, zone ?? null, from ?? null, to ?? null],
    enabled: Boolean(from || to),
    queryFn: () =>
      logLoadFailure('order count', async () => {
        const counted = await getCountFromServer(
          query(collection(db, collections.orders), ...filterConstraints({ status, zone, from, to })),
        );
        meterAggregation('order count', counted.data().count);
        return counted.data().count;
      }),
  });
}
