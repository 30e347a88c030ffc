import { sayIn, textsIn } from './page-texts';

const texts = {
  removed: '{line} retiré du panier.',
  products: { one: '{count} produit', other: '{count} produits' },
  plain: 'Fermer',
} as const;

describe('page texts', () => {
  const say = sayIn(texts, 'fr');

  it('fills a template’s holes, writing numbers the language’s way', () => {
    expect(say('removed', { line: 'Boubou (L)' })).toBe('Boubou (L) retiré du panier.');
    expect(say('plain')).toBe('Fermer');
    expect(say('products', { count: 12500 })).toBe('12\u202f500 produits');
  });

  it('chooses the plural by the language’s rules: French says 0 produit, English 0 products', () => {
    expect([0, 1, 2].map((count) => say('products', { count }))).toEqual(['0 produit', '1 produit', '2 produits']);
    const english = sayIn({ products: { one: '{count} product', other: '{count} products' } }, 'en');
    expect([0, 1, 2].map((count) => english('products', { count }))).toEqual(['0 products', '1 product', '2 products']);
  });

  it('types ids and holes: an unknown id or a missing value does not compile', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error: no such text
    expect(say('missing')).toBe('');
    expect(errors).toHaveBeenCalledWith('The page\'s texts have no "missing"');
    errors.mockRestore();
    // @ts-expect-error: the template needs {line}
    expect(say('removed', {})).toBe('{line} retiré du panier.');
  });

  it('reads back the JSON the page wrote', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.text = JSON.stringify(texts);
    expect(sayIn(textsIn<typeof texts>(element), 'fr')('removed', { line: 'Pagne' })).toBe('Pagne retiré du panier.');
  });
});
