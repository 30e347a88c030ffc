import { storedAnswer } from '../../../test/fake-xhr';
import { productBodyOf, type ProductFields } from './product-document';

jest.mock('firebase/firestore', () => ({ Timestamp: { now: () => ({ toMillis: () => Date.now() }) } }));

const withThumbnails = storedAnswer('a.jpg');
const plain = { url: 'https://firebasestorage.googleapis.com/v0/b/demo/o/zzstoreImages%2Fb.jpg?alt=media' };

const fields = (overrides: Partial<ProductFields> = {}): ProductFields => ({
  title: 'Grand boubou',
  price: 45_000,
  images: [withThumbnails],
  category: 'Vêtements',
  sizes: ['M'],
  colors: ['Indigo'],
  description: 'Bazin riche',
  ...overrides,
});

describe('productBodyOf', () => {
  it('splits the images into the spec’s URL list and the parallel thumbnail list', () => {
    const second = storedAnswer('b.png');
    expect(productBodyOf(fields({ images: [withThumbnails, second] }), 'Nov 21, 2026')).toEqual({
      title: 'Grand boubou',
      price: 45_000,
      images: [withThumbnails.url, second.url],
      thumbnails: [withThumbnails.thumbnails, second.thumbnails],
      category: 'Vêtements',
      sizes: ['M'],
      colors: ['Indigo'],
      description: 'Bazin riche',
    });
  });

  it('leaves thumbnails out when one image has none, so the list is never out of step', () => {
    const body = productBodyOf(fields({ images: [withThumbnails, plain] }), 'Nov 21, 2026');
    expect(body.images).toEqual([withThumbnails.url, plain.url]);
    expect(body).not.toHaveProperty('thumbnails');
  });

  it('trims the texts, as the schema does', () => {
    const body = productBodyOf(fields({ title: '  Boubou  ', sizes: [' XL '] }), 'Nov 21, 2026');
    expect(body.title).toBe('Boubou');
    expect(body.sizes).toEqual(['XL']);
  });

  it.each<[string, Partial<ProductFields>, string]>([
    ['no image', { images: [] }, 'images'],
    ['a blank category', { category: '   ' }, 'category'],
    ['a price with decimals', { price: 12.5 }, 'price'],
    ['a negative price', { price: -1 }, 'price'],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 'title'],
    ['21 sizes', { sizes: Array.from({ length: 21 }, (_, index) => `S${index}`) }, 'sizes'],
  ])('refuses %s before anything is written', (_case, overrides, path) => {
    expect(() => productBodyOf(fields(overrides), 'Nov 21, 2026')).toThrow(new RegExp(`not valid: ${path}`));
  });

  it('refuses a date that is not the short text of the spec', () => {
    expect(() => productBodyOf(fields(), '2026-11-21')).toThrow(/date/);
  });
});
