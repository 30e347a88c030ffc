import { filterProducts } from './product-filter';
import type { ShopProduct } from './shop-product';

const product = (id: string, title: string, category: string): ShopProduct => ({
  id,
  title,
  category,
  price: 1000,
  description: '',
  image: { src: `https://cdn.test/${id}.jpg` },
  sizes: [],
  colors: [],
  cartImage: `https://cdn.test/${id}.jpg`,
});

const products = [
  product('theiere', 'Théière Sahel en inox', 'Maison'),
  product('sac-main', 'Sac à main en cuir tressé', 'Sacs'),
  product('sac-dos', 'Sac à dos écolier renforcé', 'Sacs'),
  product('marmite', 'Marmite en aluminium coulé 10 L', 'Maison'),
  product('divers', 'Article sans catégorie', ''),
];
const ids = (list: ShopProduct[]) => list.map((item) => item.id);

describe('filterProducts', () => {
  it('keeps everything, in order, with no search and every category', () => {
    expect(ids(filterProducts(products, { search: '', category: '' }))).toEqual(ids(products));
    expect(ids(filterProducts(products, { search: '   ', category: '' }))).toEqual(ids(products));
  });

  it('finds titles whatever the case and the accents', () => {
    expect(ids(filterProducts(products, { search: 'THEIERE', category: '' }))).toEqual(['theiere']);
    expect(ids(filterProducts(products, { search: 'coulé', category: '' }))).toEqual(['marmite']);
    expect(ids(filterProducts(products, { search: 'ecolier', category: '' }))).toEqual(['sac-dos']);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterProducts(products, { search: 'sac', category: '' }))).toEqual(['sac-main', 'sac-dos']);
    expect(ids(filterProducts(products, { search: 'cuir  sac', category: '' }))).toEqual(['sac-main']);
    expect(ids(filterProducts(products, { search: 'sac inox', category: '' }))).toEqual([]);
  });

  it('keeps the chosen category only, together with the search', () => {
    expect(ids(filterProducts(products, { search: '', category: 'Maison' }))).toEqual(['theiere', 'marmite']);
    expect(ids(filterProducts(products, { search: 'cuir', category: 'Sacs' }))).toEqual(['sac-main']);
    expect(ids(filterProducts(products, { search: 'cuir', category: 'Maison' }))).toEqual([]);
  });
});
