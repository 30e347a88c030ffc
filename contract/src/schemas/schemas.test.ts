import { storedProduct, timestamp } from '../test-support/fixtures';
import { feedbackSchema, orderSchema, productDate, productSchema, profileSchema } from './index';

const product = storedProduct;

describe('productSchema', () => {
  it('accepts a complete product', () => {
    expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('treats blank text as missing, unlike the null-only check of the old app', () => {
    expect(productSchema.safeParse({ ...product, title: '   ' }).success).toBe(false);
  });

  it('needs at least one image', () => {
    expect(productSchema.safeParse({ ...product, images: [], thumbnails: [] }).success).toBe(false);
  });

  it('keeps one thumbnail set per image', () => {
    const result = productSchema.safeParse({ ...product, thumbnails: product.thumbnails.slice(1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['thumbnails']);
  });

  it('refuses fractional prices and unknown fields', () => {
    expect(productSchema.safeParse({ ...product, price: 99.5 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, discount: 10 }).success).toBe(false);
  });

  it('refuses a plain date object where a timestamp belongs', () => {
    expect(productSchema.safeParse({ ...product, time: new Date() }).success).toBe(false);
  });
});

describe('productDate', () => {
  it('writes month, day, year', () => {
    expect(productDate(new Date(Date.UTC(2026, 10, 21, 12)))).toBe('Nov 21, 2026');
  });
});

describe('feedbackSchema', () => {
  it('accepts feedback without userId, screenshot or createdAt', () => {
    expect(feedbackSchema.safeParse({ feedbackType: 'bug', message: 'Crash au paiement' }).success).toBe(true);
  });

  it('refuses an unknown type', () => {
    expect(feedbackSchema.safeParse({ feedbackType: 'praise', message: 'Bravo' }).success).toBe(false);
  });

  it('takes the listedAt a function stamps, as a timestamp', () => {
    expect(feedbackSchema.safeParse({ feedbackType: 'bug', message: 'x', listedAt: timestamp }).success).toBe(true);
    expect(feedbackSchema.safeParse({ feedbackType: 'bug', message: 'x', listedAt: '2026-11-15' }).success).toBe(false);
  });
});

describe('profileSchema', () => {
  it("knows the team's roles and the customer's, and no other", () => {
    for (const role of ['admin', 'manager', 'seller', 'rider', 'viewer', 'customer']) {
      expect(profileSchema.safeParse({ role, emailVerified: true }).success).toBe(true);
    }
    expect(profileSchema.safeParse({ role: 'owner', emailVerified: true }).success).toBe(false);
  });
});

describe('orderSchema', () => {
  const order = {
    userId: 'u1',
    items: [{ productId: 'p1', title: 'Sac', price: 5000, quantity: 2 }],
    total: 10000,
    status: 'pending',
    phone: '+227 90 00 00 00',
    deliveryAddress: 'Quartier Plateau, Niamey',
    createdAt: timestamp,
  };

  it('accepts a total that adds up', () => {
    expect(orderSchema.safeParse(order).success).toBe(true);
  });

  it('refuses a total that does not', () => {
    expect(orderSchema.safeParse({ ...order, total: 9000 }).success).toBe(false);
  });
});
