import { ListFailure, ListLoading } from '../../../../components/staff/list-states';
import { RecordDate } from '../../../../components/staff/record-date';
import type { OrderRecord } from '../api/live-orders';
import { useStatusHistory } from '../api/status-history';
import { statusLabel } from '../order-status';

/** When the order was placed, then each staff move: when, who, from and to, and why for a cancellation. */
export function StatusHistory({ order }: { order: OrderRecord }) {
  const history = useStatusHistory(order.id, order.statusChangeId);
  if (history.isPending) return <ListLoading what="history" />;
  if (history.isError) {
    return (
      <ListFailure message="Failed to load the history" retrying={history.isFetching} onRetry={() => void history.refetch()} />
    );
  }
  return (
    <ol className="status-history">
      <li>
        <RecordDate date={order.createdAt} /> — placed
      </li>
      {history.data.map((change) => (
        <li key={change.id}>
          <RecordDate date={change.at} /> — {change.byEmail ?? change.by ?? 'someone'}: {statusLabel(change.from)} →{' '}
          {statusLabel(change.to)}
          {change.reason && <span className="status-history__reason">Reason: {change.reason}</span>}
        </li>
      ))}
    </ol>
  );
}
