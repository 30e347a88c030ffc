import type { StaffLanguage } from '../../lib/staff-language';
import { useStaffText } from './staff-language';

/** What a list shows for a field its record lacks. */
export const missing = '-';

const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** "15 Nov 2026, 10:00" ("15 nov. 2026, 10:00" in French) in the staff member's time zone, or '-' for a record without a date. */
export function RecordDate({ date }: { date: Date | undefined }) {
  const { language } = useStaffText();
  return date ? <time dateTime={date.toISOString()}>{formatRecordDate(date, language)}</time> : <>{missing}</>;
}

export function formatRecordDate(date: Date, language: StaffLanguage = 'en'): string {
  return dateFormats[language].format(date);
}
