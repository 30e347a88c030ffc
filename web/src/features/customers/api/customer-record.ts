import { useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readCustomer, shownCustomerOrders, type CustomerRecord } from '@kasuwa/contract/customers';
import { readOrder, type StoredOrder } from '@kasuwa/contract/records';
import { errorCode } from '../../../lib/firebase/callable-failure';
import { db } from '../../../lib/firebase/firestore';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { sourced, type Sourced } from '../../../components/store/offline/data-source';
import { logLoadFailure } from '../../../components/store/store-lists';

/** A customer's order as their page lists it. */
export type CustomerOrderRecord = StoredOrder & { id: string };

/**
 * A customer's figures (one read), null for a number that has no counted order yet, or undefined when
 * the device is offline and has never read them (Firestore answers 'unavailable' for a document its
 * cache does not hold).
 */
export function useCustomerRecord(customerKey: string) {
  return useQuery({
    queryKey: ['store', 'customers', 'record', customerKey],
    queryFn: () =>
      logLoadFailure('customer record', async (): Promise<Sourced<CustomerRecord | null | undefined>> => {
        const key = `customer/${customerKey}`;
        try {
          const record = await getDoc(doc(db, collections.customers, customerKey));
          meterReads('customer record', 1);
          return sourced(key, record.metadata.fromCache, record.exists() ? readCustomer(customerKey, record.data()) : null);
        } catch (error) {
          if (errorCode(error) === 'unavailable') return sourced(key, true, undefined);
          throw error;
        }
      }),
  });
}

const ordersOf = (customerKey: string, direction: 'asc' | 'desc', count: number) =>
  query(
    collection(db, collections.orders),
    where('customerKey', '==', customerKey),
    orderBy('createdAt', direction),
    limit(count),
  );

const toOrders = (found: Awaited<ReturnType<typeof getDocs>>): CustomerOrderRecord[] =>
  meterQuery('customer orders', found).docs.map((order) => ({ id: order.id, ...readOrder(order.data()) }));

/**
 * The customer's latest orders (6), and their first (1): what brought them is the campaign of their
 * first order. Two small queries, whatever the number of orders over the years.
 */
export function useCustomerOrders(customerKey: string) {
  return useQuery({
    queryKey: ['store', 'customers', 'orders', customerKey],
    queryFn: () =>
      logLoadFailure('customer orders', async () => {
        const [latest, first] = await Promise.all([
          getDocs(ordersOf(customerKey, 'desc', shownCustomerOrders)),
          getDocs(ordersOf(customerKey, 'asc', 1)),
        ]);
        return sourced(`customer-orders/${customerKey}`, latest.metadata.fromCache, {
          latest: toOrders(latest),
          first: toOrders(first)[0] ?? null,
        });
      }),
  });
}

/** Customer records whose name starts with `prefix` (a page of 10): phone-only customers too. */
export function useCustomersNamed(prefix: string) {
  return useQuery({
    enabled: prefix.length > 0,
    queryKey: ['store', 'customers', 'named', prefix],
    queryFn: () =>
      logLoadFailure('customer records', async () => {
        const found = await getDocs(
          query(
            collection(db, collections.customers),
            where('name', '>=', prefix),
            where('name', '<', `${prefix}\uf8ff`),
            orderBy('name'),
            limit(10),
          ),
        );
        return meterQuery('customer records', found).docs.map((record) => readCustomer(record.id, record.data()));
      }),
  });
}
