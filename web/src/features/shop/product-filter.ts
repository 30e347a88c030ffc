import type { ShopProduct } from './shop-product';

interface ProductFilter {
  search: string;
  /** '' for every category. */
  category: string;
}

/** Case and accents do not matter: "theiere" finds "Théière". */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The products whose title holds every word searched for, in the chosen category. */
export function filterProducts(products: readonly ShopProduct[], filter: ProductFilter): ShopProduct[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (filter.category && product.category !== filter.category) return false;
    const title = fold(product.title);
    return words.every((word) => title.includes(word));
  });
}

/** Each category once, in French alphabetical order. */
export function categoriesOf(products: readonly ShopProduct[]): string[] {
  const names = new Set(products.map((product) => product.category).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'));
}
