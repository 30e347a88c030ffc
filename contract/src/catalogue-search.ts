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

/** The store's search keys are at most this long: a longer word is found by its beginning. */
const searchKeyLength = 15;
/** Beginnings shorter than this are not keys: a one-letter search would match most of the catalogue. */
const shortestKey = 2;

const keyWordsOf = (text: string) =>
  folded(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= shortestKey)
    .map((word) => word.slice(0, searchKeyLength));

/**
 * What the store finds a product by with one Firestore query (`searchWords array-contains key`):
 * every beginning of each word of the title and the category, from two letters, and each word of the
 * description whole; folded, cut to 15 letters, each once. The product trigger keeps them in
 * `searchWords`; the description's words are kept whole so that a long one does not cost many keys.
 */
export function searchKeys(product: Searchable): string[] {
  const keys = new Set<string>();
  for (const word of keyWordsOf(`${product.title} ${product.category}`)) {
    for (let end = shortestKey; end <= word.length; end += 1) keys.add(word.slice(0, end));
  }
  for (const word of keyWordsOf(product.description)) keys.add(word);
  return [...keys];
}

/**
 * The key a typed search asks the store's query for: its longest word, as searchKeys cuts it; null
 * when no word is long enough. The other words narrow what the query returns (productSearch).
 */
export function searchKey(search: string): string | null {
  return keyWordsOf(search).reduce<string | null>(
    (longest, word) => (word.length > (longest?.length ?? 0) ? word : longest),
    null,
  );
}

/** The products' categories, each once, without the blank one, in French alphabetical order. */
export function categoriesOf(products: readonly Pick<Searchable, 'category'>[]): string[] {
  const names = new Set(products.map((product) => product.category.trim()).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'));
}
