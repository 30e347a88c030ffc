import { productDate, productDateSchema } from './product';

/**
 * Products written before this code (older app versions, the console, imports) carry `time` and
 * `date` in other shapes: `time` missing, as milliseconds, seconds or a date string; `date` as
 * `2024-03-05`, `05/03/2024` (day first, as written in Niger), a long English date, or missing. The
 * rules accept only a timestamp and the short date (`Mar 5, 2024`), so the editor and
 * `npm run migrate` both turn a legacy pair into that, the same way.
 */
export interface NormalisedProductDates {
  /** Milliseconds since the epoch, for the `time` timestamp. */
  timeMillis: number;
  date: string;
  /** Which of the two fields must be written for the product to pass the rules. */
  changed: { time: boolean; date: boolean };
}

const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
// Plausible years for a shop's catalogue; anything outside is a unit mistake or garbage.
const earliest = Date.UTC(2000, 0, 1);
const latest = Date.UTC(2100, 0, 1);

const plausible = (millis: number): number | null =>
  Number.isFinite(millis) && millis >= earliest && millis < latest ? millis : null;

function millisOfText(text: string): number | null {
  const trimmed = text.trim();
  const iso = isoDay.exec(trimmed);
  // A bare day is noon UTC, so that it reads as the same day in any time zone a shop may be in.
  if (iso) return plausible(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), 12));
  const french = dayFirst.exec(trimmed);
  if (french) {
    const [day, month, year] = [Number(french[1]), Number(french[2]), Number(french[3])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return plausible(Date.UTC(year, month - 1, day, 12));
  }
  const parsed = Date.parse(trimmed);
  return Number.isNaN(parsed) ? null : plausible(parsed);
}

/** Milliseconds from whatever a legacy `time` or `date` holds, or null when it says nothing usable. */
function legacyMillis(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return plausible((value as { toMillis(): number }).toMillis());
  }
  if (value instanceof Date) return plausible(value.getTime());
  if (typeof value === 'number') return plausible(value) ?? plausible(value * 1000);
  if (typeof value === 'string') return millisOfText(value);
  return null;
}

const isTimestamp = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';

/**
 * The product's `time` and `date` as the rules want them. `time` keeps its instant when it has one,
 * else takes the legacy date's, else `fallbackMillis` (the document's create time, or now); a short
 * `date` that is already valid is kept as written, any other is made from `time`.
 */
export function normaliseProductDates(time: unknown, date: unknown, fallbackMillis: number): NormalisedProductDates {
  const timeMillis = legacyMillis(time) ?? legacyMillis(date) ?? fallbackMillis;
  const dateIsShort = productDateSchema.safeParse(date).success;
  return {
    timeMillis,
    date: dateIsShort ? (date as string) : productDate(new Date(timeMillis)),
    changed: { time: !isTimestamp(time) || legacyMillis(time) === null, date: !dateIsShort },
  };
}
