import { toStoreProduct } from './api/store-product';
import { hasFilters, noFilters, productQueryOf } from './product-filters';

const product = (title: string, category = '', description = '') => toStoreProduct('p', { title, category, description });

describe('productQueryOf', () => {
  it('asks for nothing without filters, newest first', () => {
    expect(productQueryOf(noFilters)).toMatchObject({ key: null, category: '', minPrice: null, maxPrice: null, byPrice: false });
  });

  it("finds a search by its longest word, folded, and keeps what has every word as the shop's search does", () => {
    const query = productQueryOf({ ...noFilters, search: '  Boubou BRODÉ ' });
    expect(query.key).toBe('boubou');
    expect(query.keeps(product('Grand boubou brodé indigo'))).toBe(true);
    expect(query.keeps(product('Boubou simple'))).toBe(false);
    expect(query.keeps(product('Boubou', 'Vêtements', 'Finement brodé'))).toBe(true);
    expect(productQueryOf({ ...noFilters, search: 'a b' }).key).toBeNull();
  });

  it('orders by price when a bound is set, either alone; a bound it cannot read sets none', () => {
    expect(productQueryOf({ ...noFilters, minPrice: '12000', maxPrice: '27500' })).toMatchObject({
      minPrice: 12000,
      maxPrice: 27500,
      byPrice: true,
    });
    expect(productQueryOf({ ...noFilters, maxPrice: '6500' })).toMatchObject({ minPrice: null, maxPrice: 6500, byPrice: true });
    expect(productQueryOf({ ...noFilters, minPrice: 'abc', maxPrice: ' ' })).toMatchObject({ byPrice: false });
  });

  it('keeps the category as chosen', () => {
    expect(productQueryOf({ ...noFilters, category: 'Chaussures' }).category).toBe('Chaussures');
  });
});

describe('hasFilters', () => {
  it('is true as soon as one filter is set', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, search: '  ' })).toBe(false);
    expect(hasFilters({ ...noFilters, maxPrice: '100' })).toBe(true);
  });
});
