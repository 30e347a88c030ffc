import { categoriesOf, productSearch, searchKey, searchKeys, searchMatcher, searchText } from './catalogue-search';

const product = (title: string, category = '', description = '') => ({ title, category, description });
const catalogue = [
  product('Théière Sahel en inox', 'Maison', 'Thé à la menthe pour six'),
  product('Sac à main en cuir tressé', 'Sacs'),
  product('Sac à dos écolier renforcé', 'Sacs', 'Tient toute l’année scolaire'),
  product('Grand boubou brodé', 'Vêtements', 'Bazin riche indigo'),
];
const found = (search: string) => catalogue.filter(productSearch(search)).map(({ title }) => title);

describe('productSearch', () => {
  it('needs every word, in any order, whatever the case and accents', () => {
    expect(found('THEIERE')).toEqual(['Théière Sahel en inox']);
    expect(found('cuir  sac')).toEqual(['Sac à main en cuir tressé']);
    expect(found('sac inox')).toEqual([]);
  });

  it('looks in the title, the category and the description', () => {
    expect(found('vetements')).toEqual(['Grand boubou brodé']);
    expect(found('indigo boubou')).toEqual(['Grand boubou brodé']);
    expect(found('annee sacs')).toEqual(['Sac à dos écolier renforcé']);
  });

  it('keeps everything for an empty or blank search', () => {
    expect(found('')).toHaveLength(catalogue.length);
    expect(found('   ')).toHaveLength(catalogue.length);
  });
});

describe('categoriesOf', () => {
  it('names each category once, trimmed, in French order, without the blank one', () => {
    const more = [...catalogue, product('Casque', 'Électronique'), product('Baskets', ' Chaussures '), product('Divers', '  ')];
    expect(categoriesOf(more)).toEqual(['Chaussures', 'Électronique', 'Maison', 'Sacs', 'Vêtements']);
  });
});

describe('searchText', () => {
  it('keeps each folded word once, and finds what productSearch finds', () => {
    const text = searchText(product('Sac à main, sac en cuir', 'Sacs', 'Cuir TRESSÉ'));
    expect(text.split('\n')).toEqual(['sac', 'a', 'main,', 'en', 'cuir', 'sacs', 'tresse']);
    for (const search of ['THEIERE', 'cuir  sac', 'sac inox', 'vetements', 'annee sacs', 'indigo boubou', '', 'ac mai']) {
      const matches = searchMatcher(search);
      expect(catalogue.filter((item) => matches(searchText(item)))).toEqual(catalogue.filter(productSearch(search)));
    }
  });
});

describe('searchKeys and searchKey', () => {
  const keys = searchKeys(product('Théière Sahel', 'Maison', 'Thé à la menthe, pour six personnes extraordinairement'));

  it('keeps every beginning of the title and category words, and the description words whole', () => {
    expect(keys).toEqual(
      expect.arrayContaining(['th', 'the', 'thei', 'theiere', 'sa', 'sahel', 'ma', 'maison', 'menthe', 'personnes']),
    );
    expect(keys).not.toContain('men');
    expect(keys).not.toContain('a');
    expect(keys).toContain('extraordinairem');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('asks for the longest word typed, folded and cut as the keys are', () => {
    expect(searchKey(' THÉIÈRE  sahel ')).toBe('theiere');
    expect(searchKey('sac, cuir')).toBe('cuir');
    expect(searchKey('extraordinairement')).toBe('extraordinairem');
    expect(searchKey('a b')).toBeNull();
    expect(searchKey('')).toBeNull();
  });

  it('finds by a key what productSearch finds by that word, for beginnings of the title and whole words', () => {
    for (const typed of ['thei', 'sahel', 'maison', 'menthe', 'personnes']) {
      expect(keys).toContain(searchKey(typed));
    }
  });
});
