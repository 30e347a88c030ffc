import { productSearch } from '@kasuwa/contract/catalogue-search';
import type { StoreProduct } from './api/store-product';

/** The dashboard's filters as typed: empty means "any". Prices are whole F CFA. */
export interface ProductFilters {
  search: string;
  category: string;
  minPrice: string;
  maxPrice: string;
}

export const noFilters: ProductFilters = { search: '', category: '', minPrice: '', maxPrice: '' };

/** A price bound as typed; anything that is not a number sets no bound. */
function bound(typed: string): number | null {
  const value = typed.trim() === '' ? Number.NaN : Number(typed);
  return Number.isFinite(value) ? value : null;
}

export function filterProducts(products: readonly StoreProduct[], filters: ProductFilters): StoreProduct[] {
  const matches = productSearch(filters.search);
  const min = bound(filters.minPrice);
  const max = bound(filters.maxPrice);
  return products.filter((product) => {
    if (!matches(product)) return false;
    if (filters.category && product.category !== filters.category) return false;
    if (min === null && max === null) return true;
    if (product.price === null) return false;
    return (min === null || product.price >= min) && (max === null || product.price <= max);
  });
}

export function hasFilters(filters: ProductFilters): boolean {
  return [filters.search, filters.category, filters.minPrice, filters.maxPrice].some((value) => value.trim() !== '');
}
