import { addWorkingDays, isWorkingDay } from './working-days';

describe('Niger working days', () => {
  it('skips weekends and public holidays, fixed and moveable', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-12-18')).toBe(false);
    expect(isWorkingDay('2027-03-10')).toBe(false);
  });

  it('counts 14 working days from a return: three weeks, longer over holidays', () => {
    expect(addWorkingDays('2026-11-27', 14)).toBe('2026-12-17');
    // Republic Day and Christmas fall inside, on working days: two more days.
    expect(addWorkingDays('2026-12-10', 14)).toBe('2027-01-04');
    expect(addWorkingDays('2026-11-27', 10)).toBe('2026-12-11');
  });
});
