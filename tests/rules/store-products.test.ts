import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, getDocs, serverTimestamp } from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { change, longText, read, remove, storeRoles, write } from './store-roles';

const roles = storeRoles();
const seed = (path: string, data: object) => roles.seed(path, data);

describe('zzstoreProducts', () => {
  const imageUrl = (name: string) => `http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/${name}.jpg-1`;
  const thumbnailSet = (name: string) => ({
    w200: `${imageUrl(name)}-w200.webp`,
    w400: `${imageUrl(name)}-w400.webp`,
    w800: `${imageUrl(name)}-w800.webp`,
  });
  const product = (): Record<string, unknown> => ({
    title: 'Théière du Sahel',
    price: 7500,
    images: [imageUrl('a'), imageUrl('b')],
    thumbnails: [thumbnailSet('a'), thumbnailSet('b')],
    category: 'Maison',
    sizes: [],
    colors: ['Bleu', 'Rouge'],
    description: 'Théière en métal émaillé',
    time: serverTimestamp(),
    date: 'Nov 21, 2026',
    version: 1,
  });
  const without = (key: string) => {
    const data = product();
    delete data[key];
    return data;
  };
  const stored = () => ({ ...product(), time: Timestamp.now() });
  const productPath = (id: string) => `${collections.products}/${id}`;

  beforeAll(async () => {
    await seed(productPath('store-product'), stored());
  });

  describe.each([
    ['anonymous visitor', () => roles.anonymous],
    ['customer', () => roles.owner],
  ])('%s', (_who, caller) => {
    it('reads one product and the whole catalogue', async () => {
      await assertSucceeds(read(caller(), productPath('store-product')));
      await assertSucceeds(getDocs(collection(caller(), collections.products)));
    });

    it('creates, updates and deletes nothing', async () => {
      await assertFails(write(caller(), productPath('store-outsider-new'), product()));
      await assertFails(change(caller(), productPath('store-product'), { price: 1 }));
      await assertFails(write(caller(), productPath('store-product'), product()));
      await assertFails(remove(caller(), productPath('store-product')));
    });
  });

  describe('customer', () => {
    it('gains nothing from a profile that says admin: the rules trust the role claim only', async () => {
      await seed(`${collections.profiles}/store-self-promoted`, { role: 'admin', emailVerified: true });
      const promoted = roles.signIn('store-self-promoted', { role: 'customer' });
      await assertFails(write(promoted, productPath('store-promoted-new'), product()));
      await assertFails(remove(promoted, productPath('store-product')));
    });
  });

  describe('admin', () => {
    it('adds a product with its thumbnails, or with no thumbnails at all', async () => {
      await assertSucceeds(write(roles.admin, productPath('store-admin-new'), product()));
      await assertSucceeds(write(roles.admin, productPath('store-admin-plain'), without('thumbnails')));
    });

    it('adds a product with the most images allowed, ten', async () => {
      const names = Array.from({ length: 10 }, (_, index) => `ten-${index}`);
      await assertSucceeds(
        write(roles.admin, productPath('store-admin-ten'), {
          ...product(),
          images: names.map(imageUrl),
          thumbnails: names.map(thumbnailSet),
        }),
      );
    });

    it('updates and deletes a product', async () => {
      await seed(productPath('store-admin-edit'), stored());
      await assertSucceeds(change(roles.admin, productPath('store-admin-edit'), { price: 8000, sizes: ['M', 'L'], version: 2 }));
      await assertSucceeds(remove(roles.admin, productPath('store-admin-edit')));
    });

    it.each([
      ['an empty title', { title: '' }],
      ['a whitespace title', { title: ' \t ' }],
      ['a title over 120 characters', { title: longText(121) }],
      ['a fractional price', { price: 7500.5 }],
      ['a negative price', { price: -1 }],
      ['a price given as text', { price: '7500' }],
      ['a price over 100,000,000', { price: 100_000_001 }],
      ['no image', { images: [], thumbnails: [] }],
      [
        '11 images',
        {
          images: Array.from({ length: 11 }, (_, index) => imageUrl(`eleven-${index}`)),
          thumbnails: Array.from({ length: 11 }, (_, index) => thumbnailSet(`eleven-${index}`)),
        },
      ],
      ['images given as one text', { images: 'http://example.com/a.jpg', thumbnails: [thumbnailSet('a')] }],
      ['a first image that is not a web address', { images: ['javascript:alert(1)', imageUrl('b')] }],
      ['fewer thumbnail sets than images', { thumbnails: [thumbnailSet('a')] }],
      ['more thumbnail sets than images', { thumbnails: [thumbnailSet('a'), thumbnailSet('b'), thumbnailSet('c')] }],
      ['thumbnails that are not a list', { thumbnails: thumbnailSet('a') }],
      ['a blank category', { category: '  ' }],
      ['a blank description', { description: '' }],
      ['sizes that are not a list', { sizes: 'M' }],
      ['21 colours', { colors: Array.from({ length: 21 }, (_, index) => `Colour ${index}`) }],
      ['an unknown field', { featured: true }],
      ['a date in another format', { date: '21/11/2026' }],
      ['a date with the month in full', { date: 'November 21, 2026' }],
      ['a date with text after it', { date: 'Nov 21, 2026 at noon' }],
      ['a time given as text', { time: 'Nov 21, 2026' }],
      ['a time given as milliseconds', { time: 1_795_000_000_000 }],
    ])('refuses a product with %s, on create and on update', async (_label, fields) => {
      await assertFails(write(roles.admin, productPath('store-admin-bad'), { ...product(), ...fields }));
      await assertFails(change(roles.admin, productPath('store-product'), { ...fields, version: 2 }));
    });

    it.each(['title', 'price', 'images', 'category', 'sizes', 'colors', 'description', 'time', 'date', 'version'])(
      'refuses a product without %s',
      async (key) => {
        await assertFails(write(roles.admin, productPath('store-admin-missing'), without(key)));
      },
    );
  });
});
