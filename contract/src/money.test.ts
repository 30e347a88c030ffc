import { formatXof } from './money';

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatXof', () => {
  it('groups thousands and labels the amount F CFA', () => {
    expect(plainSpaces(formatXof(12500))).toBe('12 500 F CFA');
    expect(plainSpaces(formatXof(1_250_000))).toBe('1 250 000 F CFA');
    expect(plainSpaces(formatXof(0))).toBe('0 F CFA');
  });

  it('never breaks a price across two lines', () => {
    expect(formatXof(12500)).not.toMatch(/ /);
  });

  it('refuses fractions of a franc', () => {
    expect(() => formatXof(10.5)).toThrow(RangeError);
    expect(() => formatXof(Number.NaN)).toThrow(RangeError);
  });
});
