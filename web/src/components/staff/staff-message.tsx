import { StaffTextOf } from './staff-language';
import type { StaffNotice } from './staff-notice';

/**
 * A message that stays on a staff page while it applies (a sign-in's outcome, why a page is being
 * left), unlike a toast. An error is an alert; anything else a status.
 */
export function StaffMessage({ notice }: { notice: StaffNotice }) {
  return (
    <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`admin-message admin-message--${notice.tone}`}>
      <StaffTextOf text={notice.text} />
    </p>
  );
}
