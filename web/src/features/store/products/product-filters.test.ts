import { toStoreProduct, type StoreProduct } from './api/store-product';
import { filterProducts, hasFilters, noFilters } from './product-filters';

const product = (id: string, title: string, category: string, price: unknown): StoreProduct =>
  toStoreProduct(id, { title, category, price });

const catalogue = [
  product('boubou', 'Grand boubou brodé indigo', 'Vêtements', 45_000),
  product('tshirt', 'T-shirt coton Sahel', 'Vêtements', 6_500),
  product('baskets', 'Baskets urbaines légères', 'Chaussures', 27_500),
  product('sandales', "Sandales en cuir d'Agadez", 'Chaussures', 15_000),
  product('radio', 'Radio solaire', 'Électronique', 12_000),
  product('odd', 'Boubou sans prix', 'Vêtements', 'cher'),
];
const ids = (products: StoreProduct[]) => products.map((item) => item.id);

describe('filterProducts', () => {
  it('shows everything without filters', () => {
    expect(ids(filterProducts(catalogue, noFilters))).toEqual(ids(catalogue));
  });

  it('searches title, category and description, every word, whatever the case and the accents', () => {
    expect(ids(filterProducts(catalogue, { ...noFilters, search: 'BOUBOU' }))).toEqual(['boubou', 'odd']);
    expect(ids(filterProducts(catalogue, { ...noFilters, search: 'brode' }))).toEqual(['boubou']);
    expect(ids(filterProducts(catalogue, { ...noFilters, search: '  légères ' }))).toEqual(['baskets']);
    expect(ids(filterProducts(catalogue, { ...noFilters, search: 'vetements boubou' }))).toEqual(['boubou', 'odd']);
    expect(ids(filterProducts(catalogue, { ...noFilters, search: 'cuir radio' }))).toEqual([]);
  });

  it('keeps one category', () => {
    expect(ids(filterProducts(catalogue, { ...noFilters, category: 'Chaussures' }))).toEqual(['baskets', 'sandales']);
  });

  it('keeps prices within the range, bounds included, either bound alone', () => {
    expect(ids(filterProducts(catalogue, { ...noFilters, minPrice: '12000', maxPrice: '27500' }))).toEqual([
      'baskets',
      'sandales',
      'radio',
    ]);
    expect(ids(filterProducts(catalogue, { ...noFilters, minPrice: '27500' }))).toEqual(['boubou', 'baskets']);
    expect(ids(filterProducts(catalogue, { ...noFilters, maxPrice: '6500' }))).toEqual(['tshirt']);
    expect(ids(filterProducts(catalogue, { ...noFilters, minPrice: '50000', maxPrice: '1000' }))).toEqual([]);
  });

  it('leaves out products without a price only when a price bound is set; a bound it cannot read sets none', () => {
    expect(ids(filterProducts(catalogue, { ...noFilters, minPrice: '0' }))).not.toContain('odd');
    expect(ids(filterProducts(catalogue, { ...noFilters, minPrice: 'abc', maxPrice: ' ' }))).toEqual(ids(catalogue));
  });

  it('combines search, category and price', () => {
    expect(ids(filterProducts(catalogue, { search: 's', category: 'Chaussures', minPrice: '20000', maxPrice: '' }))).toEqual([
      'baskets',
    ]);
  });
});

describe('hasFilters', () => {
  it('is true as soon as one filter is set', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, search: '  ' })).toBe(false);
    expect(hasFilters({ ...noFilters, maxPrice: '100' })).toBe(true);
  });
});
