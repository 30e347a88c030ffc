import { toStoreProduct } from './store-product';

const sets = (name: string) => ({
  w200: `http://x.test/${name}-200`,
  w400: `http://x.test/${name}-400`,
  w800: `http://x.test/${name}-800`,
});

describe('toStoreProduct', () => {
  it('pairs each image with its thumbnail set and reads the creation time', () => {
    const time = { toMillis: () => 1234 };
    const product = toStoreProduct('p1', {
      title: 'Boubou',
      price: 45_000,
      images: ['http://x.test/a', 'http://x.test/b'],
      thumbnails: [sets('a'), sets('b')],
      category: 'Vêtements',
      sizes: ['M'],
      colors: ['Indigo'],
      description: 'Bazin',
      time,
      date: 'Nov 21, 2026',
    });
    expect(product).toEqual({
      id: 'p1',
      title: 'Boubou',
      price: 45_000,
      images: [
        { url: 'http://x.test/a', thumbnails: sets('a') },
        { url: 'http://x.test/b', thumbnails: sets('b') },
      ],
      category: 'Vêtements',
      sizes: ['M'],
      colors: ['Indigo'],
      description: 'Bazin',
      date: 'Nov 21, 2026',
      createdAt: 1234,
      savedDates: { time, date: 'Nov 21, 2026' },
      version: 0,
    });
  });

  it('reads a document written by hand without breaking: odd fields read as empty', () => {
    const product = toStoreProduct('odd', {
      title: 42,
      price: '12 000',
      images: ['http://x.test/a', 7],
      thumbnails: [{ w200: 'http://x.test/only-200' }],
      sizes: 'M',
    });
    expect(product).toMatchObject({
      title: '',
      price: null,
      images: [{ url: 'http://x.test/a' }],
      sizes: [],
      colors: [],
      createdAt: 0,
    });
    expect(product.images[0]?.thumbnails).toBeUndefined();
    expect(toStoreProduct('float', { price: 12.5 }).price).toBeNull();
  });
});
