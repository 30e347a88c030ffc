import { checkAppOrder, keptLines, productIdsOf } from './check-app-order';
import { priceLines, type Catalogue } from './pricing';

const catalogue: Catalogue = new Map<string, Record<string, unknown> | undefined>([
  ['boubou', { title: 'Boubou brodé', price: 45_000, sizes: ['M', 'L'], colors: ['Indigo'] }],
  ['theiere', { title: 'Théière', price: 7_500, sizes: [], colors: [] }],
  ['sans-prix', { title: 'Lot', price: 'sept mille', sizes: [], colors: [] }],
  ['prix-en-texte', { title: 'Natte', price: '7500', sizes: 'aucune' }],
  ['absent', undefined],
  ['lingot', { title: 'Lingot', price: 100_000_000, sizes: [], colors: [] }],
]);

describe('priceLines', () => {
  it('takes prices and titles from the catalogue and sums the total in whole XOF', () => {
    expect(
      priceLines(
        [
          { productId: 'boubou', quantity: 2, size: 'M', color: 'Indigo' },
          { productId: 'theiere', quantity: 3 },
        ],
        catalogue,
      ),
    ).toEqual({
      ok: true,
      items: [
        { productId: 'boubou', title: 'Boubou brodé', price: 45_000, quantity: 2, size: 'M', color: 'Indigo' },
        { productId: 'theiere', title: 'Théière', price: 7_500, quantity: 3 },
      ],
      total: 112_500,
    });
  });

  it('refuses an unknown product, a product that cannot be priced, and variants not among the product’s own', () => {
    expect(priceLines([{ productId: 'absent', quantity: 1 }], catalogue)).toEqual({
      ok: false,
      code: 'not-found',
      refusal: 'unknown-product',
      values: { product: 'absent' },
      message: 'Unknown product: absent.',
    });
    expect(priceLines([{ productId: 'sans-prix', quantity: 1 }], catalogue)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      refusal: 'not-orderable',
    });
    expect(priceLines([{ productId: 'boubou', quantity: 1, size: 'XXL', color: 'Indigo' }], catalogue)).toEqual({
      ok: false,
      code: 'invalid-argument',
      refusal: 'no-such-size',
      values: { product: 'boubou', choice: 'XXL' },
      message: 'Product boubou has no size "XXL".',
    });
    expect(priceLines([{ productId: 'boubou', quantity: 1, size: 'M' }], catalogue)).toMatchObject({
      refusal: 'choose-colour',
      message: 'Choose a colour for product boubou.',
    });
    expect(priceLines([{ productId: 'theiere', quantity: 1, color: 'Rouge' }], catalogue)).toMatchObject({
      code: 'invalid-argument',
      refusal: 'no-such-colour',
    });
  });

  it('prices a product as the shop shows it: a price stored as digits is that price', () => {
    expect(priceLines([{ productId: 'prix-en-texte', quantity: 2 }], catalogue)).toMatchObject({ ok: true, total: 15_000 });
  });
});

describe('the total cap', () => {
  it("refuses a total over the rules' cap, which staff could not move on", () => {
    expect(priceLines([{ productId: 'lingot', quantity: 10 }], catalogue)).toMatchObject({ ok: true, total: 1_000_000_000 });
    expect(priceLines([{ productId: 'lingot', quantity: 11 }], catalogue)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      refusal: 'over-max-total',
      message: 'The total is over 1000000000 F CFA: split the order.',
    });
  });
});

describe('checkAppOrder', () => {
  const line = { productId: 'theiere', title: 'Théière', price: 7_500, quantity: 2 };

  it('accepts an app-written order whose prices and total are the catalogue’s', () => {
    expect(checkAppOrder({ items: [line], total: 15_000 }, catalogue)).toEqual({ status: 'new', items: [line] });
  });

  it('checks an order that names a zone as placeOrder does: the zone open, its minimum met, its fee in the total', () => {
    const zone = (stored: Record<string, unknown> | undefined) => ({ zoneId: 'plateau', stored });
    const plateau = { name: 'Plateau', fee: 500, minimumOrder: 10_000, active: true, updatedAt: { toMillis: () => 0 } };
    expect(checkAppOrder({ items: [line], total: 15_500 }, catalogue, zone(plateau))).toEqual({
      status: 'new',
      items: [line],
      delivery: { zoneId: 'plateau', zoneName: 'Plateau', deliveryFee: 500 },
    });
    expect(checkAppOrder({ items: [line], total: 15_000 }, catalogue, zone(plateau))).toMatchObject({
      status: 'rejected',
      reason: 'The total is 15500 F CFA, not 15000.',
    });
    expect(checkAppOrder({ items: [line], total: 15_500 }, catalogue, zone({ ...plateau, minimumOrder: 20_000 }))).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/^Commande minimum pour Plateau/),
    });
    for (const closed of [{ ...plateau, active: false }, undefined]) {
      expect(checkAppOrder({ items: [line], total: 15_500 }, catalogue, zone(closed))).toMatchObject({ status: 'rejected' });
    }
  });

  it('writes the lines again as the catalogue has them: its title, none of the app’s own keys', () => {
    const renamed = { ...line, title: 'S24 Ultra', note: 'x'.repeat(10_000) };
    expect(checkAppOrder({ items: [renamed], total: 15_000 }, catalogue)).toEqual({ status: 'new', items: [line] });
  });

  it('keeps of a rejected order only lines the contract bounds: cut, typed, no keys of its own', () => {
    const padded = { productId: 'theiere', title: 'x'.repeat(1_000_000), price: 1, quantity: 2, note: 'y'.repeat(10_000) };
    const verdict = checkAppOrder(
      { items: [padded, 'beaucoup', { productId: 'a/b', price: -5, quantity: 1e9, size: ' L ' }], total: 2 },
      catalogue,
    );
    expect(verdict).toMatchObject({ status: 'rejected' });
    expect(verdict.items).toEqual([
      { productId: 'theiere', title: 'x'.repeat(120), price: 1, quantity: 2 },
      { productId: '?', title: '?', price: 0, quantity: 1 },
      { productId: '?', title: '?', price: 0, quantity: 99, size: 'L' },
    ]);
    expect(keptLines(Array.from({ length: 60 }, () => padded))).toHaveLength(50);
    expect(keptLines('beaucoup')).toEqual([]);
  });

  it('quotes at most 20 characters of what the app sent in a reason', () => {
    expect(checkAppOrder({ items: [line], total: '9'.repeat(5_000) }, catalogue)).toMatchObject({
      status: 'rejected',
      reason: `The total is 15000 F CFA, not ${'9'.repeat(20)}….`,
    });
  });

  it('rejects a wrong price, a wrong total, an unknown product or lines that are not lines, with the reason', () => {
    expect(checkAppOrder({ items: [{ ...line, price: 1 }], total: 2 }, catalogue)).toMatchObject({
      status: 'rejected',
      reason: 'The price of product theiere is 7500 F CFA, not 1.',
    });
    expect(checkAppOrder({ items: [line], total: 1 }, catalogue)).toMatchObject({
      status: 'rejected',
      reason: 'The total is 15000 F CFA, not 1.',
    });
    expect(checkAppOrder({ items: [{ ...line, productId: 'absent' }], total: 15_000 }, catalogue)).toMatchObject({
      status: 'rejected',
    });
    expect(checkAppOrder({ items: 'beaucoup', total: 0 }, catalogue)).toMatchObject({
      status: 'rejected',
      reason: 'The order lines are not valid.',
    });
    // A slash would make the catalogue lookup throw: the order is rejected instead of staying pending.
    expect(checkAppOrder({ items: [{ ...line, productId: 'a/b' }], total: 15_000 }, catalogue)).toMatchObject({
      status: 'rejected',
      reason: 'The order lines are not valid.',
    });
  });

  it('names each product once for reading, and none when the lines are not lines', () => {
    expect(productIdsOf({ items: [line, line, { ...line, productId: 'boubou' }] })).toEqual(['theiere', 'boubou']);
    expect(productIdsOf({ items: 3 })).toEqual([]);
    expect(productIdsOf({ items: [{ ...line, productId: 'a/b' }] })).toEqual([]);
  });
});
