import { addDays } from './days';
import { defaultOpeningHours, holdEnd, openingHoursSchema, type OpeningHours } from './opening-hours';

/** An instant given in Niamey time (UTC+1 all year). */
const niamey = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const everyDay = (opens: string, closes: string): OpeningHours => Array.from({ length: 7 }, () => ({ opens, closes }));
// 2026-12-07 is a Monday.
const monday = '2026-12-07';
const fourHours = 240;

describe('a hold counting the opening hours', () => {
  it('starts an order placed at night at the next opening', () => {
    expect(holdEnd(niamey(monday, '23:00'), fourHours, defaultOpeningHours)).toEqual(niamey('2026-12-08', '12:00'));
    expect(holdEnd(niamey(monday, '03:00'), fourHours, defaultOpeningHours)).toEqual(niamey(monday, '12:00'));
    expect(holdEnd(niamey(monday, '07:59'), 1, defaultOpeningHours)).toEqual(niamey(monday, '08:01'));
  });

  it('carries what is left at closing to the next opening', () => {
    expect(holdEnd(niamey(monday, '19:00'), fourHours, defaultOpeningHours)).toEqual(niamey('2026-12-08', '11:00'));
    expect(holdEnd(niamey(monday, '18:30'), 90, defaultOpeningHours)).toEqual(niamey(monday, '20:00'));
    expect(holdEnd(niamey(monday, '18:30'), 91, defaultOpeningHours)).toEqual(niamey('2026-12-08', '08:01'));
  });

  it('counts from the moment placed within the hours, exactly at opening or at closing', () => {
    expect(holdEnd(niamey(monday, '08:00'), fourHours, defaultOpeningHours)).toEqual(niamey(monday, '12:00'));
    expect(holdEnd(niamey(monday, '16:00'), fourHours, defaultOpeningHours)).toEqual(niamey(monday, '20:00'));
    expect(holdEnd(niamey(monday, '20:00'), fourHours, defaultOpeningHours)).toEqual(niamey('2026-12-08', '12:00'));
    expect(holdEnd(new Date(niamey(monday, '10:00').getTime() + 30_000), 1, defaultOpeningHours)).toEqual(
      new Date(niamey(monday, '10:01').getTime() + 30_000),
    );
  });

  it('skips the days the shop is closed', () => {
    const closedOnSunday: OpeningHours = [...everyDay('08:00', '20:00').slice(0, 6), null];
    // Saturday 19:00: one hour on Saturday, none on Sunday, three on Monday.
    expect(holdEnd(niamey('2026-12-12', '19:00'), fourHours, closedOnSunday)).toEqual(niamey('2026-12-14', '11:00'));
    expect(holdEnd(niamey('2026-12-13', '10:00'), fourHours, closedOnSunday)).toEqual(niamey('2026-12-14', '12:00'));
    const weekdays: OpeningHours = [...everyDay('09:00', '17:00').slice(0, 5), null, null];
    expect(holdEnd(niamey('2026-12-11', '16:00'), 120, weekdays)).toEqual(niamey('2026-12-14', '10:00'));
  });

  it('spreads a hold longer than a day over the days it needs, and a very long one over weeks', () => {
    // 30 hours of 12-hour days from Monday's opening: Monday, Tuesday and 6 hours of Wednesday.
    expect(holdEnd(niamey(monday, '08:00'), 30 * 60, defaultOpeningHours)).toEqual(niamey('2026-12-09', '14:00'));
    // Seven days of holding with the shop open one hour a week (Wednesday 10:00-11:00): 168 Wednesdays.
    const oneHourAWeek: OpeningHours = [null, null, { opens: '10:00', closes: '11:00' }, null, null, null, null];
    expect(holdEnd(niamey(monday, '12:00'), 7 * 24 * 60, oneHourAWeek)).toEqual(niamey(addDays('2026-12-09', 167 * 7), '11:00'));
    expect(holdEnd(niamey('2026-12-09', '10:30'), 90, oneHourAWeek)).toEqual(niamey('2026-12-16', '11:00'));
  });

  it('is the plain hold when the shop never closes', () => {
    const placed = niamey(monday, '23:30');
    expect(holdEnd(placed, fourHours, everyDay('00:00', '24:00'))).toEqual(new Date(placed.getTime() + fourHours * 60_000));
  });

  it('takes hours written HH:MM, opening before closing, seven days with at least one open', () => {
    expect(openingHoursSchema.safeParse(defaultOpeningHours).success).toBe(true);
    expect(openingHoursSchema.safeParse([null, ...everyDay('07:30', '24:00').slice(1)]).success).toBe(true);
    for (const bad of [
      everyDay('8:00', '20:00'),
      everyDay('08:00', '24:30'),
      everyDay('08:60', '20:00'),
      everyDay('20:00', '08:00'),
      everyDay('08:00', '08:00'),
      everyDay('08:00', '20:00').slice(1),
      Array.from({ length: 7 }, () => null),
      [{ opens: '08:00', closes: '20:00', by: 'me' }, ...everyDay('08:00', '20:00').slice(1)],
    ]) {
      expect(openingHoursSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses to walk hours with no open day rather than never ending', () => {
    expect(() =>
      holdEnd(
        niamey(monday, '12:00'),
        60,
        Array.from({ length: 7 }, () => null),
      ),
    ).toThrow(/no open day/);
  });
});
