import { countsBy } from './counts-by';

describe('countsBy', () => {
  it('sums the counts per key, the largest first', () => {
    const errors = [
      { page: '/boutique', count: 3 },
      { page: '/panier', count: 10 },
      { page: '/boutique', count: 9 },
      { page: '/', count: 1 },
      { page: '/a', count: 1 },
    ];
    expect(
      countsBy(
        errors,
        (error) => error.page,
        (error) => error.count,
      ),
    ).toEqual([
      { key: '/boutique', count: 12 },
      { key: '/panier', count: 10 },
      { key: '/', count: 1 },
      { key: '/a', count: 1 },
    ]);
    expect(countsBy([], String, () => 1)).toEqual([]);
  });
});
