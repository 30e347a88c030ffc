/** What the product search and the category list read of a product, in the shop and in the store. */
interface Searchable {
  title: string;
  category: string;
  description: string;
}

/** Lower case without accents, so "theiere" finds "Théière" (titles are French, keyboards often are not). */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');
}

const wordsOf = (text: string) => folded(text).split(/\s+/).filter(Boolean);

/**
 * What a search looks through, stored beside a catalogue product: each folded word of the title, the
 * category and the description once, one per line. A searched word holds no space, so it is a
 * substring of this text exactly when it is one of the product's own text.
 */
export function searchText(product: Searchable): string {
  return [...new Set(wordsOf(`${product.title}\n${product.category}\n${product.description}`))].join('\n');
}

/** Whether `text` (searchText's) holds every word of `search`; a blank search matches everything. */
export function searchMatcher(search: string): (text: string) => boolean {
  const words = wordsOf(search);
  return (text) => words.every((word) => text.includes(word));
}

/**
 * The one meaning of a product search, everywhere: every word searched for appears, whatever its case
 * and accents, somewhere in the title, the category or the description. No word matches everything.
 */
export function productSearch(search: string): (product: Searchable) => boolean {
  const matches = searchMatcher(search);
  return (product) => matches(searchText(product));
}

/** The products' categories, each once, without the blank one, in French alphabetical order. */
export function categoriesOf(products: readonly Pick<Searchable, 'category'>[]): string[] {
  const names = new Set(products.map((product) => product.category.trim()).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'));
}
