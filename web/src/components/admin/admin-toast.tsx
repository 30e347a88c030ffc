import type { AdminNotice } from './admin-notice';

export interface ToastNotice extends AdminNotice {
  /** Changes with every notice, so the same text said twice is announced twice. */
  id: number;
}

/**
 * Where a staff page says what just happened. Both live regions are always in the page, because
 * screen readers only announce changes to a region they already know.
 */
export function AdminToast({ notice }: { notice: ToastNotice | null }) {
  return (
    <div className="admin-toast">
      <div role="status">
        {notice?.tone === 'success' && (
          <p key={notice.id} className="admin-message admin-message--success">
            {notice.text}
          </p>
        )}
      </div>
      <div role="alert">
        {notice?.tone === 'error' && (
          <p key={notice.id} className="admin-message admin-message--error">
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
}
