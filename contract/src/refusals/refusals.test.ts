import { readdirSync } from 'node:fs';
import { refusalDetailsOf, refusalMessage } from './index';

/** Every table of the folder, by its name: one file per group of callables. */
const tables = readdirSync(__dirname)
  .filter((file) => !file.endsWith('.test.ts'))
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each file of the folder, read whole
  .flatMap((file) => Object.entries(require(`./${file}`) as Record<string, unknown>))
  .filter((entry): entry is [string, Record<string, string>] => entry[0].endsWith('Refusals'));

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
    expect(tables.length).toBe(9);
    for (const [, table] of tables) for (const text of Object.values(table)) expect(text).toMatch(/^[A-Z{].*[.]$/);
  });
});
