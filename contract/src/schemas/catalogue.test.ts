import { catalogueQuerySchema } from './catalogue';

describe('catalogueQuerySchema', () => {
  it('reads a page, a search and a category, trimmed, page 1 by default', () => {
    expect(catalogueQuerySchema.parse({})).toEqual({ page: 1, q: '', category: '' });
    expect(catalogueQuerySchema.parse({ page: '3', q: ' sac cuir ', category: 'Sacs ' })).toEqual({
      page: 3,
      q: 'sac cuir',
      category: 'Sacs',
    });
  });

  it.each([
    ['page 0', { page: '0' }],
    ['a page that is no whole number', { page: '2.5' }],
    ['a page far beyond the catalogue', { page: '99999' }],
    ['a search longer than a few words', { q: 'x'.repeat(81) }],
    ['a category longer than any stored', { category: 'x'.repeat(41) }],
    ['a parameter given twice', { q: ['sac', 'cuir'] }],
    ['a nested parameter', { category: { name: 'Sacs' } }],
  ])('refuses %s', (_name, query) => {
    expect(catalogueQuerySchema.safeParse(query).success).toBe(false);
  });
});
