import { layerFormatted } from '../../lib/pseudo-locale';
import { staffLocale, type StaffLanguage } from '../../lib/staff-language';
import { useStaffText } from './staff-language';

/** What a list shows for a field its record lacks. */
export const missing = '-';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  const format = dateFormats.get(locale) ?? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  dateFormats.set(locale, format);
  return format;
};

/** "15 Nov 2026, 10:00" ("15 nov. 2026, 10:00" in French) in the staff member's time zone, or '-' for a record without a date. */
export function RecordDate({ date }: { date: Date | undefined }) {
  const { language } = useStaffText();
  return date ? <time dateTime={date.toISOString()}>{formatRecordDate(date, language)}</time> : <>{missing}</>;
}

export function formatRecordDate(date: Date, language: StaffLanguage = 'en'): string {
  return layerFormatted(language, dateFormat(staffLocale(language)).format(date));
}
