import { layerFormatted } from '../../../lib/pseudo-locale';
import { staffLocale, type StaffLanguage } from '../../../lib/staff-language';
import { useStaffText } from '../../../components/staff/staff-language';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Fri 27 Nov" ("ven. 27 nov." in French) for a Niamey day 'YYYY-MM-DD'. */
export function formatDay(day: string, language: StaffLanguage): string {
  const locale = staffLocale(language);
  const format =
    formats.get(locale) ?? new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  formats.set(locale, format);
  return layerFormatted(language, format.format(new Date(`${day}T12:00:00Z`)));
}

/** A day as a row's heading, with its date for machines. */
export function DayLabel({ day }: { day: string }) {
  const { language } = useStaffText();
  return <time dateTime={day}>{formatDay(day, language)}</time>;
}

/** "November 2026" ("novembre 2026") for a month 'YYYY-MM', in the console's language. */
export function useMonthName() {
  const { language } = useStaffText();
  const format = new Intl.DateTimeFormat(staffLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => layerFormatted(language, format.format(new Date(`${month}-15T12:00:00Z`)));
}
