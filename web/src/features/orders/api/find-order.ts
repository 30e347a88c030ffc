import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../lib/firebase/firestore';
import { meterReads } from '../../../lib/firebase/read-meter';

/** The id of the order with this number, or null: one query by equality, one document read at most. */
export async function orderIdOfNumber(number: number): Promise<string | null> {
  const { docs } = await getDocs(query(collection(db, collections.orders), where('number', '==', number), limit(1)));
  meterReads('order by number', Math.max(docs.length, 1));
  return docs[0]?.id ?? null;
}
