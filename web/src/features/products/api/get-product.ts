import { useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../lib/firebase/firestore';
import { productKeys } from '../../../components/store/product-keys';
import { toStoreProduct, type StoreProduct } from './store-product';
import { meterReads } from '../../../lib/firebase/read-meter';

/** The product, or null when no document has that id. */
export async function getProduct(id: string): Promise<StoreProduct | null> {
  const snapshot = await getDoc(doc(db, collections.products, id));
  meterReads('product', 1);
  const data = snapshot.data();
  return snapshot.exists() && data ? toStoreProduct(snapshot.id, data) : null;
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () =>
      getProduct(id).catch((error: unknown) => {
        console.error(`Could not load product ${id}:`, error);
        throw error;
      }),
    // The form starts from what is stored now, not from a copy read minutes ago.
    staleTime: 0,
    gcTime: 0,
  });
}
