import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { addDays, dayStart } from '@kasuwa/contract/days';
import { salesStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import { readOrder } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { meterQuery } from '../../../lib/firebase/read-meter';
import { sourced } from '../../../components/store/offline/data-source';
import { logLoadFailure } from '../../../components/store/store-lists';
import type { OrderRecord } from '../../../components/store/orders/order-record';

/**
 * The orders of one zone placed on one Niamey day, oldest first, to deliver: one query, a read per
 * order of that zone that day (tens), never the collection. Offline, what the device read of them.
 */
export function useDeliverySheet(zoneId: string, day: string) {
  return useQuery({
    queryKey: ['store', 'orders', 'delivery-sheet', zoneId, day],
    enabled: Boolean(zoneId && day),
    queryFn: () =>
      logLoadFailure('delivery sheet', async () => {
        const found = await getDocs(
          query(
            collection(db, collections.orders),
            where('zoneId', '==', zoneId),
            where('createdAt', '>=', dayStart(day)),
            where('createdAt', '<', dayStart(addDays(day, 1))),
            orderBy('createdAt'),
          ),
        );
        const orders = meterQuery('delivery sheet', found)
          .docs.map((snapshot): OrderRecord => ({ id: snapshot.id, ...readOrder(snapshot.data()) }))
          .filter((order) => statusIn(salesStatuses, order.status));
        return sourced(`delivery-sheet?${zoneId}&${day}`, found.metadata.fromCache, orders);
      }),
  });
}
