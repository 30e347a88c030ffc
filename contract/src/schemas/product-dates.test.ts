import { normaliseProductDates } from './product-dates';

const timestamp = (millis: number) => ({ toMillis: () => millis });
const march5 = Date.UTC(2024, 2, 5, 12);
const fallback = Date.UTC(2026, 10, 15, 9);

describe('normaliseProductDates', () => {
  it('leaves a product that already has a timestamp and a short date alone', () => {
    expect(normaliseProductDates(timestamp(march5), 'Mar 5, 2024', fallback)).toEqual({
      timeMillis: march5,
      date: 'Mar 5, 2024',
      changed: { time: false, date: false },
    });
  });

  it.each([
    ['an ISO day', '2024-03-05'],
    ['a day-first date', '05/03/2024'],
    ['a day-first date with dots', '5.3.2024'],
    ['a long English date', 'March 5, 2024 12:00 UTC'],
  ])('rewrites %s as the short date, keeping the timestamp', (_label, date) => {
    const result = normaliseProductDates(timestamp(march5), date, fallback);
    expect(result).toEqual({ timeMillis: march5, date: 'Mar 5, 2024', changed: { time: false, date: true } });
  });

  it.each([
    ['milliseconds', march5],
    ['seconds', march5 / 1000],
    ['an ISO string', new Date(march5).toISOString()],
    ['a Date', new Date(march5)],
  ])('turns a time given as %s into a timestamp', (_label, time) => {
    expect(normaliseProductDates(time, 'Mar 5, 2024', fallback)).toEqual({
      timeMillis: march5,
      date: 'Mar 5, 2024',
      changed: { time: true, date: false },
    });
  });

  it('takes the time from a legacy date when there is no time', () => {
    expect(normaliseProductDates(undefined, '05/03/2024', fallback)).toEqual({
      timeMillis: march5,
      date: 'Mar 5, 2024',
      changed: { time: true, date: true },
    });
  });

  it.each([
    ['nothing at all', undefined, undefined],
    ['garbage', 'soon', 'bientôt'],
    ['an impossible day', undefined, '45/13/2024'],
    ['the epoch', timestamp(0), null],
  ])('falls back to the given instant for %s', (_label, time, date) => {
    expect(normaliseProductDates(time, date, fallback)).toEqual({
      timeMillis: fallback,
      date: 'Nov 15, 2026',
      changed: { time: true, date: true },
    });
  });

  it('is idempotent: a normalised pair is left as it is', () => {
    const first = normaliseProductDates(undefined, '2024-03-05', fallback);
    const second = normaliseProductDates(timestamp(first.timeMillis), first.date, fallback);
    expect(second.changed).toEqual({ time: false, date: false });
    expect(second.date).toBe(first.date);
  });
});
