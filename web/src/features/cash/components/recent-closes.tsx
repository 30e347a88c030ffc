import { useId } from 'react';
import { Link } from 'react-router';
import { formatXof } from '@kasuwa/contract/money';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { ScrollTable } from '../../../components/staff/scroll-table';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { useCan } from '../../../components/staff/staff-role';
import { auth } from '../../../lib/firebase/auth';
import { storePaths } from '../../../lib/store-paths';
import { useRecentCloses } from '../api/closes';
import { signedXof } from '../close-sheet';
import '../../../components/staff/staff-text-fr-cash';

const columns: StaffTextId[] = ['Day', 'Cash held by', 'Expected', 'Counted', 'Difference'];

/** The newest closes and adjustments, each with its sheet: everyone's for the figures, one's own otherwise. */
export function RecentCloses() {
  const everyone = useCan('figures');
  const closes = useRecentCloses(everyone ? null : (auth.currentUser?.uid ?? ''));
  const captionId = useId();
  const { t } = useStaffText();
  if (closes.isPending) return <ListLoading what="closes" />;
  if (closes.isError)
    return <ListFailure message="Failed to load closes" retrying={closes.isFetching} onRetry={() => void closes.refetch()} />;
  if (closes.data.length === 0) return <p className="store-empty store-surface">{t('No close yet.')}</p>;
  return (
    <ScrollTable caption={t('Closes, newest first')} captionId={captionId} columns={columns} className="store-table">
      {closes.data.map((close) => {
        const sheet = close.kind === 'adjustment' ? close.closeId : close.id;
        return (
          <tr key={close.id}>
            <th scope="row">{sheet ? <Link to={storePaths.cashClose.path(sheet)}>{close.day}</Link> : close.day}</th>
            <td>{close.holderEmail ?? close.holder}</td>
            {close.kind === 'adjustment' ? (
              <td colSpan={3}>
                {t('Adjustment: {amount}', { amount: signedXof(close.amount ?? 0) })} — {close.note}
              </td>
            ) : (
              <>
                <td>{formatXof(close.expected ?? 0)}</td>
                <td>{formatXof(close.counted ?? 0)}</td>
                <td>{signedXof(close.difference ?? 0)}</td>
              </>
            )}
          </tr>
        );
      })}
    </ScrollTable>
  );
}
