import { productSearch, searchKey } from '@kasuwa/contract/catalogue-search';
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

/** What the filters ask Firestore for, and what the page then keeps of what it returns. */
export interface ProductQuery {
  /** The search's longest word, found in the products' searchWords; null for no search (or only one-letter words). */
  key: string | null;
  category: string;
  minPrice: number | null;
  maxPrice: number | null;
  /** A price range orders the products by price, cheapest first (Firestore orders a range by its field); else newest first. */
  byPrice: boolean;
  /** Every word searched for, as the shop means it (the key found one; the others narrow further). */
  keeps: (product: StoreProduct) => boolean;
}

export function productQueryOf(filters: ProductFilters): ProductQuery {
  const minPrice = bound(filters.minPrice);
  const maxPrice = bound(filters.maxPrice);
  return {
    key: searchKey(filters.search),
    category: filters.category,
    minPrice,
    maxPrice,
    byPrice: minPrice !== null || maxPrice !== null,
    keeps: productSearch(filters.search),
  };
}

export function hasFilters(filters: ProductFilters): boolean {
  return [filters.search, filters.category, filters.minPrice, filters.maxPrice].some((value) => value.trim() !== '');
}
