import * as refusals from './refusals';
import { refusalDetailsOf, refusalMessage } from './refusals';

const tables = Object.entries(refusals).filter(([name]) => name.endsWith('Refusals')) as [string, Record<string, string>][];

describe('refusalMessage', () => {
  it('puts each value in its place and leaves a place without a value as it is', () => {
    expect(refusalMessage('Only {left} of {title} can still come back.', { left: 2, title: 'Pagne' })).toBe(
      'Only 2 of Pagne can still come back.',
    );
    expect(refusalMessage('The return is worth {max}.')).toBe('The return is worth {max}.');
  });
});

describe('refusalDetailsOf', () => {
  it('reads the code and the values a function put in the details', () => {
    expect(refusalDetailsOf({ details: { refusal: 'no-line', values: { line: 3 } } })).toEqual({
      refusal: 'no-line',
      values: { line: 3 },
    });
    expect(refusalDetailsOf({ details: { refusal: 'not-delivered' } })).toEqual({ refusal: 'not-delivered' });
  });

  it('finds none in a failure a function did not explain, or in details of another shape', () => {
    for (const error of [undefined, null, new Error('x'), { details: 'x' }, { details: { refusal: 3 } }])
      expect(refusalDetailsOf(error)).toBeNull();
    expect(refusalDetailsOf({ details: { refusal: 'no-line', values: { line: { nested: true } } } })).toBeNull();
  });
});

describe('the refusal tables', () => {
  it('each say something, in whole sentences', () => {
    expect(tables.length).toBeGreaterThan(3);
    for (const [, table] of tables) for (const text of Object.values(table)) expect(text).toMatch(/^[A-Z{].*[.]$/);
  });
});
