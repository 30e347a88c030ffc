import { collection, getCountFromServer, limit, orderBy, query, startAfter, where } from 'firebase/firestore';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../lib/firebase/firestore';
import { meterAggregation } from '../../../lib/firebase/read-meter';
import { newestBy, useLivePages, type LivePages } from '../../../components/store/live-pages';
import { logLoadFailure } from '../../../components/store/store-lists';
import { productQueryOf, type ProductFilters } from '../product-filters';
import { productKeys } from '../../../components/store/product-keys';
import { toStoreProduct, type StoreProduct } from './store-product';
import '../../../components/staff/staff-text-fr-products';

const productPageSize = 50;

/**
 * The products the filters ask for, as one query: the search's key among `searchWords`, the
 * category, the price range, ordered by price when a range is set, else newest first (`time`, which
 * every product has: the rules require it, `npm run migrate` stamps older ones).
 */
function productPages(filters: ProductFilters): LivePages<StoreProduct> {
  const { key, category, minPrice, maxPrice, byPrice, keeps } = productQueryOf(filters);
  const products = collection(db, collections.products);
  const constraints = [
    ...(key ? [where('searchWords', 'array-contains', key)] : []),
    ...(category ? [where('category', '==', category)] : []),
    ...(minPrice !== null ? [where('price', '>=', minPrice)] : []),
    ...(maxPrice !== null ? [where('price', '<=', maxPrice)] : []),
    byPrice ? orderBy('price', 'asc') : orderBy('time', 'desc'),
  ];
  return {
    what: 'products',
    key: `products?${JSON.stringify(filters)}`,
    pageSize: productPageSize,
    page: (after) => query(products, ...constraints, ...(after ? [startAfter(after)] : []), limit(productPageSize)),
    position: byPrice ? (document) => -Number(document.get('price')) : newestBy('time'),
    record: (document) => {
      const product = toStoreProduct(document.id, document.data());
      return keeps(product) ? product : null;
    },
  };
}

/**
 * The products the filters keep, a page of 50 at a time and kept current: another staff member's
 * change, or one of the app's, shows without a reload.
 */
export function useProductPages(filters: ProductFilters) {
  const { search, category, minPrice, maxPrice } = filters;
  const spec = useMemo(() => productPages({ search, category, minPrice, maxPrice }), [search, category, minPrice, maxPrice]);
  return useLivePages(spec);
}

/** How many products the shop has: an aggregation (a read per 1,000 products), again after an add or a delete. */
export function useProductCount() {
  return useQuery({
    queryKey: productKeys.count,
    queryFn: () =>
      logLoadFailure('count of products', async () => {
        const { count } = (await getCountFromServer(collection(db, collections.products))).data();
        meterAggregation('product count', count);
        return count;
      }),
  });
}
