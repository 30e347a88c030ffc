import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../../lib/firebase/firestore';
import { dateField, fieldsOf, logLoadFailure, newestFirst, textField, wholeNumberField } from '../../read-records';

export interface OrderLine {
  title?: string;
  quantity?: number;
  size?: string;
  color?: string;
}

/** A document of zzstoreOrders as the store admin shows it. */
export interface OrderRecord {
  id: string;
  userId?: string;
  items: OrderLine[];
  total?: number;
  status?: string;
  phone?: string;
  deliveryAddress?: string;
  createdAt?: Date;
  /** Why the server refused an order an app wrote itself. */
  rejection?: string;
}

function toLine(value: unknown): OrderLine {
  const item = fieldsOf(value);
  return {
    title: textField(item.title),
    quantity: wholeNumberField(item.quantity),
    size: textField(item.size),
    color: textField(item.color),
  };
}

function toOrder(snapshot: QueryDocumentSnapshot): OrderRecord {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    userId: textField(data.userId),
    items: Array.isArray(data.items) ? data.items.map(toLine) : [],
    total: wholeNumberField(data.total),
    status: textField(data.status),
    phone: textField(data.phone),
    deliveryAddress: textField(data.deliveryAddress),
    createdAt: dateField(data.createdAt),
    rejection: textField(data.rejection),
  };
}

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
