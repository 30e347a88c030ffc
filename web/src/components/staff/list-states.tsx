import { useEffect } from 'react';
import { reportError } from '../../lib/error-reports';
import { useStaffText } from './staff-language';

/** What a staff list shows while it loads. */
export function ListLoading({ what }: { what: string }) {
  const { t } = useStaffText();
  return (
    <p className="admin-loading" role="status">
      {t(`Loading ${what}…`)}
    </p>
  );
}

interface ListFailureProps {
  message: string;
  onRetry: () => void;
  /** A retry is running: the button waits for it. */
  retrying?: boolean;
}

/**
 * A list that could not load (the caller logs the failure too): why, and a way to try again. The
 * failure is reported for /store/health, once per message and page load.
 */
export function ListFailure({ message, onRetry, retrying = false }: ListFailureProps) {
  const { t } = useStaffText();
  useEffect(() => reportError('load', message), [message]);
  return (
    <div role="alert" className="admin-message admin-message--error admin-list-failure">
      <p>{t(message)}</p>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        disabled={retrying}
        onClick={onRetry}
      >
        {retrying ? t('Trying again…') : t('Try again')}
      </button>
    </div>
  );
}
