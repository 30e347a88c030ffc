import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useLiveLoads } from '../../components/store/live-loads';
import { useStaffText } from '../../components/staff/staff-language';

/**
 * The store's loading flag (spec section 4): shown while any list loads or any upload, save, update
 * or delete runs: every one of them is a react-query query or mutation, or a live list's page
 * being read (live-loads.ts).
 */
export function ActivityIndicator() {
  const busy = useIsFetching() + useIsMutating() + useLiveLoads() > 0;
  const { t } = useStaffText();
  return (
    <div className="store-activity" role="status" aria-live="polite" data-busy={busy}>
      {busy && (
        <>
          <span className="store-activity__bar" aria-hidden="true" />
          <span className="visually-hidden">{t('Loading…')}</span>
        </>
      )}
    </div>
  );
}
