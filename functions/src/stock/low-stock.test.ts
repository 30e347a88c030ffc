import type { CallableRequest } from 'firebase-functions/v2/https';
import { defaultLowStockAt } from '@kasuwa/contract/stock';
import { fakeAccounts } from '../test-support/fake-accounts';
import { lowOf, mayChangeLow, setLowStockDefaultHandler, shopLowAtOf } from './low-stock';

const variant = (available: number, lowAt: number | null = null) => ({
  productId: 'p',
  size: null,
  color: null,
  available,
  lowAt,
});

describe('low stock', () => {
  it("is at or below the product's threshold, else the shop's", () => {
    expect(lowOf(variant(5), 5)).toBe(true);
    expect(lowOf(variant(6), 5)).toBe(false);
    expect(lowOf(variant(6, 10), 5)).toBe(true);
    expect(lowOf(variant(0, 0), 5)).toBe(true);
    expect(lowOf(variant(1, 0), 5)).toBe(false);
    expect(lowOf({ available: 'three' }, 5)).toBeNull();
  });

  it("takes the shop's threshold from its settings, else the contract's default", () => {
    expect(shopLowAtOf({ lowAt: 12 })).toBe(12);
    expect(shopLowAtOf(undefined)).toBe(defaultLowStockAt);
    expect(shopLowAtOf({ lowAt: -4 })).toBe(defaultLowStockAt);
  });

  it('is looked at again only when units or threshold move, or it was never set', () => {
    const stored = { ...variant(3), low: true };
    expect(mayChangeLow(stored, { ...stored, available: 2 })).toBe(true);
    expect(mayChangeLow(stored, { ...stored, lowAt: 1 })).toBe(true);
    expect(mayChangeLow(undefined, variant(3))).toBe(true);
    expect(mayChangeLow(stored, { ...stored, low: false })).toBe(false);
    expect(mayChangeLow(stored, { ...stored, updatedAt: 2 })).toBe(false);
    expect(mayChangeLow(stored, undefined)).toBe(false);
  });
});

describe('setLowStockDefault', () => {
  const admin = { uid: 'seed-admin', token: { role: 'admin', email_verified: true } };
  const request = (data: unknown, auth?: object) => ({ data, auth }) as unknown as CallableRequest<unknown>;
  const setUp = (disabled = false) => {
    const written: number[] = [];
    const handler = setLowStockDefaultHandler({
      accounts: fakeAccounts([{ uid: 'seed-admin', emailVerified: true, customClaims: { role: 'admin' }, disabled }], {
        'seed-admin': { role: 'admin' },
      }).store,
      writeDefault: async (lowAt) => {
        written.push(lowAt);
        return 7;
      },
    });
    return { handler, written };
  };

  it('stores the threshold for staff and says how many variants it checked', async () => {
    const { handler, written } = setUp();
    await expect(handler(request({ lowAt: 3 }, admin))).resolves.toEqual({ lowAt: 3, variantsChecked: 7 });
    expect(written).toEqual([3]);
  });

  it('refuses bad thresholds, customers and staff no longer staff, writing nothing', async () => {
    const { handler, written } = setUp();
    for (const lowAt of [-1, 2.5, 100_001, '4']) {
      await expect(handler(request({ lowAt }, admin))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    await expect(handler(request({ lowAt: 3 }, { uid: 'u-awa', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setUp(true).handler(request({ lowAt: 3 }, admin))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(written).toEqual([]);
  });
});
