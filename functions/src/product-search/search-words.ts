import { searchKeys } from '@kasuwa/contract/catalogue-search';
import { readProduct } from '@kasuwa/contract/records';

/** The product's `searchWords` as they should be, or null when they already are (nothing to write). */
export function searchWordsChange(data: unknown): string[] | null {
  const { title, category, description } = readProduct(data);
  const keys = searchKeys({ title, category, description });
  const stored = (data as { searchWords?: unknown } | undefined)?.searchWords;
  const same = Array.isArray(stored) && stored.length === keys.length && keys.every((key, index) => stored[index] === key);
  return same ? null : keys;
}
