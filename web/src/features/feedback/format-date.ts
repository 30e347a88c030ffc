const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "15 Nov 2026, 10:00", in the staff member's own time zone. */
export function formatFeedbackDate(date: Date): string {
  return dateFormat.format(date);
}
