import { searchKeys } from '@kasuwa/contract/catalogue-search';
import { searchWordsChange } from './search-words';

const product = { title: 'Boubou brodé', category: 'Vêtements', description: 'Bazin riche', price: 25000 };

describe('searchWordsChange', () => {
  it('gives the keys of a product that has none, or stale ones', () => {
    expect(searchWordsChange(product)).toEqual(searchKeys(product));
    expect(searchWordsChange({ ...product, searchWords: searchKeys({ ...product, title: 'Pagne' }) })).toEqual(
      searchKeys(product),
    );
    expect(searchWordsChange({ ...product, searchWords: 'boubou' })).toEqual(searchKeys(product));
  });

  it('writes nothing when the stored keys are right, so its own write does not start it again', () => {
    expect(searchWordsChange({ ...product, searchWords: searchKeys(product) })).toBeNull();
  });

  it('reads a damaged product as the readers do', () => {
    expect(searchWordsChange({ title: 42, category: ' Maison ' })).toEqual(['ma', 'mai', 'mais', 'maiso', 'maison']);
  });
});
