import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readOrderStatusChange, type StoredOrderStatusChange } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { logLoadFailure } from '../../../components/store/store-lists';
import { meterQuery } from '../../../lib/firebase/read-meter';

export type StatusChangeRecord = StoredOrderStatusChange & { id: string };

async function loadHistory(orderId: string): Promise<StatusChangeRecord[]> {
  const changes = collection(db, collections.orders, orderId, orderSubcollections.statusChanges);
  const { docs } = meterQuery('order history', await getDocs(query(changes, orderBy('at'))));
  return docs.map((change) => ({ id: change.id, ...readOrderStatusChange(change.data()) }));
}

/**
 * The staff moves of an order, oldest first. Keyed by the order's last move, which the live order
 * list brings: another staff member's move reads the history again.
 */
export function useStatusHistory(orderId: string, lastChangeId: string | undefined) {
  return useQuery({
    queryKey: ['store', 'orders', orderId, 'history', lastChangeId ?? null],
    queryFn: () => logLoadFailure('order history', () => loadHistory(orderId)),
  });
}
