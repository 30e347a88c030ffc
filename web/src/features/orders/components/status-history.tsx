import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { RecordDate } from '../../../components/staff/record-date';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useStatusHistory } from '../api/status-history';
import { statusLabel } from '../../../components/store/orders/order-status';
import { useStaffText } from '../../../components/staff/staff-language';

/** When the order was placed, then each staff move: when, who, from and to, and why for a cancellation. */
export function StatusHistory({ order }: { order: OrderRecord }) {
  const history = useStatusHistory(order.id, order.statusChangeId);
  const { t } = useStaffText();
  if (history.isPending) return <ListLoading what="history" />;
  if (history.isError) {
    return (
      <ListFailure message="Failed to load the history" retrying={history.isFetching} onRetry={() => void history.refetch()} />
    );
  }
  return (
    <ol className="status-history">
      <li>
        <RecordDate date={order.createdAt} /> — {t('placed')}
      </li>
      {history.data.map((change) => (
        <li key={change.id}>
          <RecordDate date={change.at} /> — {change.byEmail ?? change.by ?? t('someone')}: {t(statusLabel(change.from))} →{' '}
          {t(statusLabel(change.to))}
          {change.reason && <span className="status-history__reason">{t('Reason: {reason}', { reason: change.reason })}</span>}
        </li>
      ))}
    </ol>
  );
}
