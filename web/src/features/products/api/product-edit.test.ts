import type { ProductFields } from './product-document';
import { changedFields, mergeImages, rebaseEdit } from './product-edit';
import type { StoredImage, StoreProduct } from './store-product';

const image = (name: string): StoredImage => ({
  url: `http://x.test/${name}`,
  thumbnails: { w200: `http://x.test/${name}-200`, w400: `http://x.test/${name}-400`, w800: `http://x.test/${name}-800` },
});
const names = (images: readonly StoredImage[]) => images.map((item) => item.url.replace('http://x.test/', ''));

const product = (overrides: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 'p1',
  title: 'Théière',
  price: 7_500,
  images: [image('a'), image('b')],
  category: 'Maison',
  sizes: [],
  colors: ['Bleu'],
  description: 'Métal émaillé',
  date: 'Nov 1, 2026',
  createdAt: 1,
  savedDates: { time: undefined, date: 'Nov 1, 2026' },
  version: 3,
  ...overrides,
});
const fieldsOf = ({ title, price, images, category, sizes, colors, description }: StoreProduct): ProductFields => ({
  title,
  price: price ?? 0,
  images,
  category,
  sizes,
  colors,
  description,
});

describe('mergeImages', () => {
  const base = [image('a'), image('b')];

  it("keeps both admins' additions: mine in my order, theirs after", () => {
    expect(names(mergeImages(base, [image('a'), image('mine'), image('b')], [image('a'), image('b'), image('theirs')]))).toEqual([
      'a',
      'mine',
      'b',
      'theirs',
    ]);
  });

  it('keeps both removals: my removal goes, and their removal is not undone by my unchanged list', () => {
    expect(names(mergeImages(base, [image('b')], [image('a')]))).toEqual([]);
    expect(names(mergeImages(base, [image('a'), image('b'), image('c')], [image('b')]))).toEqual(['b', 'c']);
  });

  it('is my list when nobody else changed the images', () => {
    expect(names(mergeImages(base, [image('b'), image('a')], base))).toEqual(['b', 'a']);
  });
});

describe('rebaseEdit', () => {
  it("puts the fields I changed on top of what is stored now and keeps the other admin's", () => {
    const base = product();
    const current = product({ price: 8_000, version: 4, images: [image('a'), image('b'), image('theirs')] });
    const mine = { ...fieldsOf(base), title: 'Théière bleue', images: [image('b')] };
    expect(rebaseEdit(base, mine, current)).toEqual({
      ...fieldsOf(current),
      title: 'Théière bleue',
      images: [image('b'), image('theirs')],
    });
  });

  it('takes my list fields whole when I changed them', () => {
    const base = product();
    const current = product({ colors: ['Bleu', 'Vert'], version: 4 });
    expect(rebaseEdit(base, { ...fieldsOf(base), colors: ['Rouge'] }, current).colors).toEqual(['Rouge']);
    expect(rebaseEdit(base, fieldsOf(base), current).colors).toEqual(['Bleu', 'Vert']);
  });
});

describe('changedFields', () => {
  it('names only what differs from the stored product, thumbnails included', () => {
    const stored = product();
    expect(changedFields(stored, fieldsOf(stored))).toEqual([]);
    expect(changedFields(stored, { ...fieldsOf(stored), price: 9_000, sizes: ['M'] })).toEqual(['price', 'sizes']);
    const [first, second] = stored.images as [StoredImage, StoredImage];
    expect(changedFields(stored, { ...fieldsOf(stored), images: [{ url: first.url }, second] })).toEqual(['images']);
    expect(changedFields(stored, { ...fieldsOf(stored), images: [second, first] })).toEqual(['images']);
  });
});
