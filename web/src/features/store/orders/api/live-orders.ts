import { collection, onSnapshot, query, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { readOrder, type StoredOrder, type StoredOrderItem } from '@kasuwa/contract/records';
import { db } from '../../../../lib/firebase/firestore';
import { type LiveList, useLiveList } from '../../live-list';
import { newestFirst } from '../../store-lists';

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
const liveOrders: LiveList<OrderRecord> = {
  key: ['store', 'orders'],
  what: 'orders',
  source: () => query(collection(db, collections.orders)),
  records: (docs) =>
    docs
      .map(toOrder)
      .filter((order) => order.status !== 'pending')
      .sort(newestFirst),
};

/** Every order, kept current: a new order or another staff member's move shows without a reload. */
export function useLiveOrders() {
  const { list, liveStopped, listenAgain } = useLiveList(liveOrders);
  return { orders: list, liveStopped, listenAgain };
}

/**
 * How many orders wait for staff (status `new`), kept current for the store's menu; undefined until
 * known, or when it cannot be read (logged: the menu still works without its count).
 */
export function useNewOrderCount(): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(
    () =>
      onSnapshot(
        query(collection(db, collections.orders), where('status', '==', 'new')),
        (snapshot) => setCount(snapshot.size),
        (error) => {
          console.error('The count of new orders stopped:', error);
          setCount(undefined);
        },
      ),
    [],
  );
  return count;
}
