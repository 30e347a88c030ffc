import { productSearch } from '../../lib/catalogue-search';
import type { ShopProduct } from './shop-product';

interface ProductFilter {
  search: string;
  /** '' for every category. */
  category: string;
}

/** The products in the chosen category that match the search (lib/catalogue-search.ts). */
export function filterProducts(products: readonly ShopProduct[], filter: ProductFilter): ShopProduct[] {
  const matches = productSearch(filter.search);
  return products.filter((product) => (!filter.category || product.category === filter.category) && matches(product));
}
