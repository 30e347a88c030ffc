import { useState } from 'react';
import { RecordDate } from '../../../components/staff/record-date';
import { useStaffText } from '../../../components/staff/staff-language';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { useBackupStatus } from '../api/health';
import '../../../components/staff/staff-text-fr-operations';

/** A nightly backup older than this means at least one night was missed. */
const staleAfterMs = 36 * 3_600_000;

/** When the last nightly backup started and what it holds; a warning when a night was missed. */
export function BackupStatus() {
  const backup = useBackupStatus();
  // When the page was opened: the warning is about that moment, not each render.
  const [openedAt] = useState(() => Date.now());
  const { t } = useStaffText();
  if (backup.isPending) return <ListLoading what="backup status" />;
  if (backup.isError) {
    return (
      <ListFailure message="Failed to load backup status" retrying={backup.isFetching} onRetry={() => void backup.refetch()} />
    );
  }
  const last = backup.data;
  if (!last?.startedAt) {
    return (
      <p role="alert" className="admin-message admin-message--error">
        {t('No backup recorded yet: the nightly backup has not run in this project (docs/operations.md).')}
      </p>
    );
  }
  const stale = openedAt - last.startedAt.getTime() > staleAfterMs;
  return (
    <>
      <dl className="health-backup">
        <div>
          <dt>{t('Started')}</dt>
          <dd>
            <RecordDate date={last.startedAt} />
          </dd>
        </div>
        <div>
          <dt>{t('Accounts')}</dt>
          <dd>{last.accounts ?? '-'}</dd>
        </div>
        <div className="health-backup__wide">
          <dt>{t('Firestore export')}</dt>
          <dd className="health-backup__path">{last.firestorePrefix ?? '-'}</dd>
        </div>
      </dl>
      {stale && (
        <p role="alert" className="admin-message admin-message--error">
          {t('The last backup is more than a day old: check the nightly backup (docs/operations.md).')}
        </p>
      )}
    </>
  );
}
