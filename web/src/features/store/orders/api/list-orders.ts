import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../../lib/firebase/firestore';
import { readOrder, type StoredOrder, type StoredOrderItem } from '@kasuwa/contract/records';
import { logLoadFailure, newestFirst } from '../../store-lists';

/** A line of an order as the store admin shows it. */
export type OrderLine = StoredOrderItem;

/** A document of zzstoreOrders as the store admin shows it. */
export type OrderRecord = StoredOrder & { id: string };

const toOrder = (snapshot: QueryDocumentSnapshot): OrderRecord => ({ id: snapshot.id, ...readOrder(snapshot.data()) });

/**
 * Every order (the spec's full read), newest first, but those still `pending`: an app wrote them and
 * the server has not priced them yet (checkAppWrittenOrder), which takes a moment. Sorted here rather
 * than with orderBy, which would leave out an order the app saved without createdAt.
 */
export async function listOrders(): Promise<OrderRecord[]> {
  const { docs } = await getDocs(collection(db, collections.orders));
  return docs
    .map(toOrder)
    .filter((order) => order.status !== 'pending')
    .sort(newestFirst);
}

export function useOrders() {
  return useQuery({ queryKey: ['store', 'orders'], queryFn: () => logLoadFailure('orders', listOrders) });
}
