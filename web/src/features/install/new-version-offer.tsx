import { useStaffText } from '../../components/staff/staff-language';
import { acceptNewVersion, useNewVersionWaiting } from './service-worker';

/**
 * A new version of the console, installed on the phone, waits for staff: it takes over only when they
 * say so, and the page reloads on it whole (unsaved entries get the browser's question first).
 */
export function NewVersionOffer() {
  const { t } = useStaffText();
  const waiting = useNewVersionWaiting();
  if (!waiting) return null;
  return (
    <div className="store-new-version" role="status">
      <p>{t('A new version of the console is ready.')}</p>
      <button type="button" className="admin-button admin-button--small" onClick={acceptNewVersion}>
        {t('Reload to update')}
      </button>
    </div>
  );
}
