import { commonSizes } from '@kasuwa/contract/variants';
import { addChoice, choiceOptions, isChosen, toggleChoice } from './choice-values';
import { staffTextIn } from '../../components/staff/staff-language';

/** The result with its reason as an English console shows it. */
const said = ({ values, reason }: ReturnType<typeof addChoice>) => ({ values, reason: reason && staffTextIn('en', reason) });

describe('toggleChoice', () => {
  it('adds a value at the end, and takes it out on the second press', () => {
    const once = toggleChoice(['M'], 'XL');
    expect(once).toEqual(['M', 'XL']);
    expect(toggleChoice(once, 'XL')).toEqual(['M']);
    expect(toggleChoice(['M'], 'M')).toEqual([]);
  });

  it('sees a value whatever its case', () => {
    expect(toggleChoice(['noir', 'M'], 'Noir')).toEqual(['M']);
    expect(isChosen(['xl'], 'XL')).toBe(true);
    expect(isChosen(['Vert'], 'Verte')).toBe(false);
  });
});

describe('addChoice', () => {
  it('adds a typed value, trimmed and with single spaces', () => {
    expect(addChoice(['M'], '  Terre   cuite ')).toEqual({ values: ['M', 'Terre cuite'], reason: null });
  });

  it('changes nothing, and says why, for a blank, a duplicate, a long value or a full list', () => {
    expect(addChoice(['M'], '   ')).toEqual({ values: ['M'], reason: 'Type a value first.' });
    expect(said(addChoice(['Noir'], 'noir'))).toEqual({ values: ['Noir'], reason: 'noir is already chosen.' });
    expect(said(addChoice([], 'x'.repeat(25)))).toEqual({ values: [], reason: 'At most 24 characters.' });
    const full = Array.from({ length: 20 }, (_, index) => `${36 + index}`);
    expect(said(addChoice(full, '99'))).toEqual({ values: full, reason: 'At most 20 values.' });
  });
});

describe('choiceOptions', () => {
  it('offers the common values, then the product’s own ones', () => {
    expect(choiceOptions(commonSizes, ['XL', '42', 'm', '6 yards'])).toEqual(['S', 'M', 'L', 'XL', 'XXL', '42', '6 yards']);
  });
});
