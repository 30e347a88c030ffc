/** What a list shows for a field its record lacks. */
export const missing = '-';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "15 Nov 2026, 10:00" in the staff member's time zone, or '-' for a record without a date. */
export function RecordDate({ date }: { date: Date | undefined }) {
  return date ? <time dateTime={date.toISOString()}>{formatRecordDate(date)}</time> : <>{missing}</>;
}

export function formatRecordDate(date: Date): string {
  return dateFormat.format(date);
}
