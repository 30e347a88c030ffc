import type { AdminNotice } from './admin-notice';

/**
 * A message that stays on a staff page while it applies (a sign-in's outcome, why a page is being
 * left), unlike a toast. An error is an alert; anything else a status.
 */
export function AdminMessage({ notice }: { notice: AdminNotice }) {
  return (
    <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`admin-message admin-message--${notice.tone}`}>
      {notice.text}
    </p>
  );
}
