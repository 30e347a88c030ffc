import { useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../../lib/firebase/firestore';
import { productKeys } from './product-keys';
import { categoriesOf } from '@kasuwa/contract/catalogue-search';
import { toStoreProduct, type StoreProduct } from './store-product';
import { meterQuery } from '../../../../lib/firebase/read-meter';

/**
 * Every product, newest first. The catalogue is a shop's (tens of products, not thousands) and the
 * dashboard filters it in the browser. Sorted here rather than with orderBy('time'), which would
 * hide a product written without a time, and with it the only way to delete it.
 */
export async function listProducts(): Promise<StoreProduct[]> {
  const { docs } = meterQuery('products', await getDocs(collection(db, collections.products)));
  return docs.map((snapshot) => toStoreProduct(snapshot.id, snapshot.data())).sort((a, b) => b.createdAt - a.createdAt);
}

/** The page says 'Failed to load products'; the console keeps the reason. */
const listProductsLogged = () =>
  listProducts().catch((error: unknown) => {
    console.error('Could not load the products:', error);
    throw error;
  });

export function useProducts() {
  return useQuery({ queryKey: productKeys.list, queryFn: listProductsLogged });
}

/**
 * The categories in use, as suggestions for the product form: the list already loaded will do, so
 * opening the form does not read the catalogue again (only when nothing was loaded yet).
 */
export function useProductCategories(): string[] {
  const categories = useQuery({
    queryKey: productKeys.list,
    queryFn: listProductsLogged,
    staleTime: Number.POSITIVE_INFINITY,
    select: categoriesOf,
  });
  return categories.data ?? [];
}
