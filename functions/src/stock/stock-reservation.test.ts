import { logger } from 'firebase-functions';
import { stockIdOf } from '@kasuwa/contract/stock';
import { demandsOf, reserve } from './stock-reservation';

const line = (productId: string, quantity: number, size?: string, color?: string) => ({
  productId,
  title: productId === 'theiere' ? 'Théière du Sahel' : 'Boubou brodé',
  price: 7_500,
  quantity,
  ...(size !== undefined && { size }),
  ...(color !== undefined && { color }),
});

describe('stock reservation', () => {
  it('sums the lines that share a variant, and keeps variants apart', () => {
    const demands = demandsOf([
      line('theiere', 1, '1 L', 'Bleu'),
      line('theiere', 2, '1 L', 'Bleu'),
      line('theiere', 1, '1 L', 'Vert'),
    ]);
    expect(demands.map(({ stockId, quantity }) => [stockId, quantity])).toEqual([
      ['theiere:1%20L:Bleu', 3],
      ['theiere:1%20L:Vert', 1],
    ]);
  });

  it('escapes each part of a stock id, so no size makes a path or mixes with another', () => {
    expect(stockIdOf({ productId: 'p', size: '1/2', color: 'a:b' })).toBe('p:1%2F2:a%3Ab');
    expect(stockIdOf({ productId: 'p' })).toBe('p::');
  });

  it('takes what the order asks and says what is left; a variant nobody counted sells freely', () => {
    const demands = demandsOf([line('theiere', 2, '1 L', 'Bleu'), line('boubou', 5, 'L')]);
    const stock = new Map<string, unknown>([
      ['theiere:1%20L:Bleu', { productId: 'theiere', size: '1 L', color: 'Bleu', available: 2 }],
    ]);
    expect(reserve(demands, stock)).toEqual({
      ok: true,
      taken: [{ stockId: 'theiere:1%20L:Bleu', productId: 'theiere', quantity: 2, available: 0 }],
    });
  });

  it('refuses in French, with its code, when a variant has too few, never saying how many are left', () => {
    const stock = (available: number) =>
      new Map<string, unknown>([['theiere:1%20L:Bleu', { productId: 'theiere', size: '1 L', color: 'Bleu', available }]]);
    const demands = demandsOf([line('theiere', 1, '1 L', 'Bleu'), line('theiere', 1, '1 L', 'Bleu')]);
    const item = 'Théière du Sahel (1 L, Bleu)';
    expect(reserve(demands, stock(1))).toEqual({
      ok: false,
      soldOut: {
        message: `Plus que quelques-uns : ${item}. Commandez-en moins, ou appelez la boutique.`,
        refusal: 'few-left',
        values: { item },
      },
    });
    expect(reserve(demands, stock(0))).toEqual({
      ok: false,
      soldOut: { message: `Épuisé : ${item}.`, refusal: 'sold-out', values: { item } },
    });
  });

  it('sells a variant whose stock document cannot be read, and says so in the log', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      const demands = demandsOf([line('theiere', 1, '1 L', 'Bleu')]);
      expect(reserve(demands, new Map([['theiere:1%20L:Bleu', { available: -3 }]]))).toEqual({ ok: true, taken: [] });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('cannot be read'), { stockId: 'theiere:1%20L:Bleu' });
    } finally {
      error.mockRestore();
    }
  });
});
