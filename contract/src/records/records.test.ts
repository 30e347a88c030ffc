import { orderSchema, productSchema } from '../schemas';
import { blobUrl, storedProduct, thumbnailsOf, timestamp } from '../test-support/fixtures';
import { readFeedback, readPost } from './messages';
import { readOrder } from './order';
import { readProfile, readShopUser } from './people';
import { readProduct } from './product';

describe('readProduct', () => {
  const product = { ...storedProduct, version: 3 };

  it('reads a product as written today, each image with its thumbnails', () => {
    expect(productSchema.safeParse(product).success).toBe(true);
    expect(readProduct(product)).toEqual({
      title: 'Boubou brodé',
      price: 25000,
      images: [
        { url: blobUrl('a.jpg'), thumbnails: thumbnailsOf('a') },
        { url: blobUrl('b.jpg'), thumbnails: thumbnailsOf('b') },
      ],
      category: 'Vêtements',
      sizes: ['M', 'L'],
      colors: ['Indigo'],
      description: 'Coton tissé à la main.',
      date: 'Nov 21, 2026',
      createdAt: timestamp.toMillis(),
      savedDates: { time: timestamp, date: 'Nov 21, 2026' },
      version: 3,
    });
  });

  it('reads the legacy shapes: no time, an ISO date, no thumbnails, no version, the price as digits', () => {
    const legacy = readProduct({
      ...product,
      time: undefined,
      date: '2025-03-05',
      thumbnails: undefined,
      version: undefined,
      price: '9500',
    });
    expect(legacy).toMatchObject({ price: 9500, date: '2025-03-05', createdAt: 0, version: 0 });
    expect(legacy.images).toEqual([{ url: blobUrl('a.jpg') }, { url: blobUrl('b.jpg') }]);
    expect(legacy.savedDates).toEqual({ time: undefined, date: '2025-03-05' });
    const millis = readProduct({ ...product, time: Date.UTC(2025, 5, 12), date: '12/06/2025' });
    expect(millis).toMatchObject({ createdAt: 0, savedDates: { time: Date.UTC(2025, 5, 12), date: '12/06/2025' } });
  });

  it('reads damage as empty without losing the readable fields', () => {
    const damaged = readProduct({
      title: 42,
      price: 12.5,
      images: [7, 'javascript:alert(1)', blobUrl('b')],
      thumbnails: [thumbnailsOf('a'), { w200: blobUrl('only-200') }, thumbnailsOf('b')],
      sizes: 'M',
      colors: ['Rouge', 3, '  '],
      version: -1,
    });
    expect(damaged).toMatchObject({ title: '', price: null, category: '', sizes: [], colors: ['Rouge'], version: 0 });
    // The thumbnail set stays with its own image, whatever was dropped before it.
    expect(damaged.images).toEqual([{ url: blobUrl('b'), thumbnails: thumbnailsOf('b') }]);
    expect([100_000_001, -1, undefined, null].map((price) => readProduct({ price }).price)).toEqual([null, null, null, null]);
    expect(readProduct('not a document').title).toBe('');
  });
});

describe('readOrder', () => {
  it('reads an order as placeOrder writes it', () => {
    const order = {
      userId: 'u1',
      items: [{ productId: 'p1', title: 'Sac', price: 5000, quantity: 2, size: 'M' }],
      total: 10000,
      status: 'new',
      phone: '+227 90 00 00 00',
      deliveryAddress: 'Plateau, Niamey',
      createdAt: timestamp,
      checkedAt: timestamp,
    };
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(readOrder(order)).toEqual({
      ...order,
      createdAt: new Date(timestamp.toMillis()),
      checkedAt: new Date(timestamp.toMillis()),
    });
  });

  it('reads an order from an old app: no checkedAt, lines with odd fields, text where numbers belong', () => {
    const order = readOrder({ items: [{ title: ' Sac ', quantity: '2', price: 'cinq' }, 'junk'], total: '10000', status: 7 });
    expect(order.items).toEqual([{ title: 'Sac', quantity: 2 }, {}]);
    expect(order.total).toBe(10000);
    expect([order.status, order.createdAt, order.checkedAt]).toEqual([undefined, undefined, undefined]);
    expect(readOrder({ items: 'none', total: 2_000_000_000 })).toMatchObject({ items: [], total: undefined });
  });
});

describe('readShopUser and readProfile', () => {
  it('reads a shop user, blank text as missing', () => {
    expect(readShopUser({ name: ' Awa ', phone: '', zone: 4, createdAt: timestamp })).toEqual({
      name: 'Awa',
      createdAt: new Date(timestamp.toMillis()),
    });
  });

  it('reads only a known role, and verified only when it is true', () => {
    expect(readProfile({ role: 'admin', emailVerified: true })).toMatchObject({ role: 'admin', emailVerified: true });
    expect(readProfile({ role: 'owner', emailVerified: 'yes' })).toMatchObject({ role: undefined, emailVerified: false });
  });
});

describe('readPost and readFeedback', () => {
  it('keeps only web addresses for images and screenshots', () => {
    expect(readPost({ text: 'Beau', imageUrl: 'javascript:alert(1)' })).toMatchObject({ text: 'Beau', imageUrl: undefined });
    expect(
      readFeedback({ feedbackType: 'bug', message: 'x', screenshotUrl: 'data:image/png;base64,AA' }).screenshotUrl,
    ).toBeUndefined();
  });

  it('reads feedback stored before listedAt, and without createdAt', () => {
    expect(readFeedback({ feedbackType: 'suggestion', message: 'Rappel de stock' })).toEqual({
      feedbackType: 'suggestion',
      message: 'Rappel de stock',
    });
  });
});
