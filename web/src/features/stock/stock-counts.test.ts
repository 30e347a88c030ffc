import { readCount, variantRows } from './stock-counts';
import { staffTextIn } from '../../components/staff/staff-language';

describe('variantRows', () => {
  it('lists every size × colour, each choice alone, or the product itself', () => {
    expect(variantRows(['M', 'L'], ['Bleu']).map(({ key, label }) => [key, staffTextIn('fr', label)])).toEqual([
      ['M:Bleu', 'M, Bleu'],
      ['L:Bleu', 'L, Bleu'],
    ]);
    expect(variantRows([], ['Vert / or']).map(({ key, color }) => [key, color])).toEqual([[':Vert%20%2F%20or', 'Vert / or']]);
    expect(variantRows([], []).map(({ key, label }) => [key, staffTextIn('en', label), staffTextIn('fr', label)])).toEqual([
      [':', 'The product', 'Le produit'],
    ]);
  });
});

describe('readCount', () => {
  it('reads blank as not counted and whole numbers up to the limit, and refuses anything else', () => {
    expect(readCount('  ')).toEqual({ count: null });
    expect(readCount(' 12 ')).toEqual({ count: 12 });
    expect(readCount('0')).toEqual({ count: 0 });
    expect(readCount('100000')).toEqual({ count: 100_000 });
    for (const typed of ['-1', '1.5', '100001', 'douze', '1e3']) expect(readCount(typed)).toHaveProperty('error');
  });
});
