import { addDays, dayStart, daysBetween, isCalendarDay, shopDay, shopHour, weekStart } from './days';

describe('shopDay', () => {
  it.each([
    ['2025-11-20T22:59:59.999Z', '2025-11-20'],
    ['2025-11-20T23:00:00.000Z', '2025-11-21'],
    ['2025-11-21T00:30:00.000Z', '2025-11-21'],
    ['2024-12-31T23:00:00.000Z', '2025-01-01'],
    ['2024-02-28T23:00:00.000Z', '2024-02-29'],
    ['2025-07-01T12:00:00.000Z', '2025-07-01'],
  ])('puts %s on the Niamey day %s (UTC+1 all year)', (instant, day) => {
    expect(shopDay(new Date(instant))).toBe(day);
  });
});

describe('shopHour', () => {
  it.each([
    ['2025-11-20T22:59:59.999Z', '23'],
    ['2025-11-20T23:00:00.000Z', '00'],
    ['2025-11-21T08:30:00.000Z', '09'],
  ])('puts %s in the Niamey hour %s', (instant, hour) => {
    expect(shopHour(new Date(instant))).toBe(hour);
  });
});

describe('addDays and weekStart', () => {
  it('count across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -29)).toBe('2026-01-31');
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('start the week of %s on Monday %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });
});

describe('isCalendarDay and daysBetween', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-23', true],
  ])('%s is a calendar day: %s', (day, real) => {
    expect(isCalendarDay(day)).toBe(real);
  });

  it('counts the days between two days', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2025-12-31', '2026-03-01')).toBe(60);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });
});

describe('dayStart', () => {
  it('is the Niamey midnight that begins the day: 23:00 UTC the evening before', () => {
    expect(dayStart('2026-11-25').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(dayStart('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('is the first instant shopDay names that day', () => {
    const start = dayStart('2026-03-01');
    expect(shopDay(start)).toBe('2026-03-01');
    expect(shopDay(new Date(start.getTime() - 1))).toBe('2026-02-28');
  });
});
