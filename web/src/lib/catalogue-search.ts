/** What the product search and the category list read of a product, in the shop and in the store. */
interface Searchable {
  title: string;
  category: string;
  description: string;
}

/** Lower case without accents, so "theiere" finds "Théière" (titles are French, keyboards often are not). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');
}

/**
 * The one meaning of a product search, everywhere: every word searched for appears, whatever its case
 * and accents, somewhere in the title, the category or the description. No word matches everything.
 */
export function productSearch(search: string): (product: Searchable) => boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return (product) => {
    const haystack = folded(`${product.title}\n${product.category}\n${product.description}`);
    return words.every((word) => haystack.includes(word));
  };
}

/** The products' categories, each once, without the blank one, in French alphabetical order. */
export function categoriesOf(products: readonly Pick<Searchable, 'category'>[]): string[] {
  const names = new Set(products.map((product) => product.category.trim()).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'));
}
