import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { liteDb } from '../../../lib/firebase/firestore-lite';
import { meterQuery } from '../../../lib/firebase/read-meter';

/** A zzstoreProducts document as read, before the shop decides whether it can show it. */
export interface ProductDocument {
  id: string;
  data: unknown;
}

/** The catalogue, newest first, read once with the lite SDK (/boutique needs no live updates). */
export async function listProductDocuments(): Promise<ProductDocument[]> {
  const snapshot = meterQuery(
    'catalogue',
    await getDocs(query(collection(liteDb, collections.products), orderBy('time', 'desc'))),
  );
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
}
