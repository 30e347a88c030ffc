import type { CallableRequest } from 'firebase-functions/v2/https';
import { setStockOutputSchema } from '@kasuwa/contract/stock';
import { fakeAccounts } from '../test-support/fake-accounts';
import { setStockHandler, type StockChange } from './set-stock';

const request = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const admin = { uid: 'seed-admin', token: { role: 'admin', email_verified: true } };

function setUp(adminChanges: object = {}) {
  const writes: StockChange[] = [];
  const handler = setStockHandler({
    accounts: fakeAccounts(
      [{ uid: 'seed-admin', email: 'admin@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' }, ...adminChanges }],
      { 'seed-admin': { role: 'admin' } },
    ).store,
    productOf: async (productId) =>
      ({
        theiere: { title: 'Théière', price: 7_500, sizes: ['1 L'], colors: ['Bleu', 'Vert'] },
        savon: { title: 'Savon', price: 500, sizes: [], colors: [] },
      })[productId],
    writeStock: async (change) => {
      writes.push(change);
      return { variants: change.variants.map(({ stockId, available }) => ({ stockId, available, reserved: 0 })) };
    },
  });
  return { handler, writes };
}

describe('setStock', () => {
  it("sets variants' units and the product's threshold for staff, and a product without variants by itself", async () => {
    const { handler, writes } = setUp();
    const answer = await handler(
      request(
        {
          productId: 'theiere',
          variants: [
            { size: '1 L', color: 'Bleu', available: 4 },
            { size: '1 L', color: 'Vert', available: 0 },
          ],
          lowAt: 2,
        },
        admin,
      ),
    );
    expect(setStockOutputSchema.parse(answer).variants).toEqual([
      { stockId: 'theiere:1%20L:Bleu', available: 4, reserved: 0 },
      { stockId: 'theiere:1%20L:Vert', available: 0, reserved: 0 },
    ]);
    await handler(request({ productId: 'savon', variants: [{ available: 0 }] }, admin));
    expect(writes).toEqual([
      {
        productId: 'theiere',
        title: 'Théière',
        variants: [
          { stockId: 'theiere:1%20L:Bleu', size: '1 L', color: 'Bleu', available: 4 },
          { stockId: 'theiere:1%20L:Vert', size: '1 L', color: 'Vert', available: 0 },
        ],
        lowAt: 2,
        by: 'seed-admin',
      },
      {
        productId: 'savon',
        title: 'Savon',
        variants: [{ stockId: 'savon::', size: null, color: null, available: 0 }],
        lowAt: undefined,
        by: 'seed-admin',
      },
    ]);
  });

  it('refuses a variant the product does not have, an unknown product, repeats and bad counts, writing nothing', async () => {
    const { handler, writes } = setUp();
    const refused = async (data: object) =>
      (await handler(request(data, admin)).catch((error: { code: string }) => error)) as { code: string; details?: unknown };
    const theiere = (...variants: object[]) => ({ productId: 'theiere', variants });
    expect(
      await refused(theiere({ size: '1 L', color: 'Bleu', available: 1 }, { size: '2 L', color: 'Bleu', available: 1 })),
    ).toMatchObject({ code: 'invalid-argument', details: { refusal: 'size-not-offered', values: { offered: '1 L' } } });
    expect(await refused(theiere({ color: 'Bleu', available: 1 }))).toMatchObject({ details: { refusal: 'size-not-offered' } });
    expect(await refused(theiere({ size: '1 L', color: 'Rouge', available: 1 }))).toMatchObject({
      details: { refusal: 'colour-not-offered', values: { offered: 'Bleu, Vert' } },
    });
    expect(await refused({ productId: 'savon', variants: [{ color: 'Bleu', available: 1 }] })).toMatchObject({
      details: { refusal: 'no-colours' },
    });
    expect(
      (await refused(theiere({ size: '1 L', color: 'Vert', available: 1 }, { size: '1 L', color: 'Vert', available: 2 }))).code,
    ).toBe('invalid-argument');
    expect(await refused({ productId: 'savon', variants: [{ size: '1 L', available: 1 }] })).toMatchObject({
      code: 'invalid-argument',
      details: { refusal: 'no-sizes' },
    });
    expect((await refused({ productId: 'savon', variants: [] })).code).toBe('invalid-argument');
    expect(await refused({ productId: 'absent', variants: [{ available: 1 }] })).toMatchObject({
      code: 'not-found',
      details: { refusal: 'no-product' },
    });
    for (const available of [-1, 1.5, 100_001, '3']) {
      expect((await refused({ productId: 'savon', variants: [{ available }] })).code).toBe('invalid-argument');
    }
    expect((await refused({ productId: 'savon', variants: [{ available: 1 }], lowAt: -1 })).code).toBe('invalid-argument');
    expect(writes).toEqual([]);
  });

  it('refuses visitors, customers and staff no longer staff', async () => {
    const data = { productId: 'savon', variants: [{ available: 1 }] };
    await expect(setUp().handler(request(data))).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(setUp().handler(request(data, { uid: 'u-awa', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setUp({ disabled: true }).handler(request(data, admin))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
