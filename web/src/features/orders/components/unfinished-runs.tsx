import { Link } from 'react-router';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { callableProblem, textMessage, useStaffText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { storePaths } from '../../../lib/store-paths';
import { useRiders } from '../../../components/store/orders/riders';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useCarryOver, useUnfinishedRuns } from '../api/unfinished-runs';

/** The unfinished stops by rider, each rider's in their earlier order (day, then place). */
function byRider(orders: readonly OrderRecord[]) {
  const riders = new Map<string, OrderRecord[]>();
  for (const order of orders) {
    if (!order.riderId) continue;
    riders.set(order.riderId, [...(riders.get(order.riderId) ?? []), order]);
  }
  for (const stops of riders.values()) {
    stops.sort((a, b) => (a.runDay ?? '').localeCompare(b.runDay ?? '') || (a.runPosition ?? 0) - (b.runPosition ?? 0));
  }
  return [...riders];
}

/**
 * Stops of earlier days' runs that were not delivered (still confirmed, out or failed): per rider, the
 * orders and one tap to put them at the end of the rider's run of today. Nothing while there are none.
 */
export function UnfinishedRuns() {
  const unfinished = useUnfinishedRuns();
  const riders = useRiders(Boolean(unfinished.data?.length));
  const carry = useCarryOver();
  const { t } = useStaffText();
  if (unfinished.isError) return <StaffMessage notice={{ text: 'Failed to load unfinished runs', tone: 'error' }} />;
  const groups = byRider(unfinished.data ?? []);
  if (groups.length === 0) return null;
  const emailOf = (uid: string) => riders.data?.find((rider) => rider.uid === uid)?.email ?? uid;
  return (
    <section className="store-surface unfinished-runs" aria-label={t('Runs not finished')}>
      <h2>{t('Runs not finished')}</h2>
      <ul>
        {groups.map(([riderId, stops]) => (
          <li key={riderId}>
            <p>
              <strong>{emailOf(riderId)}</strong> —{' '}
              {stops.map((order, at) => (
                <span key={order.id}>
                  {at > 0 && ', '}
                  <Link to={storePaths.order.path(order.id)}>
                    {order.number === undefined ? order.id : orderNumberLabel(order.number)}
                  </Link>{' '}
                  ({order.runDay})
                </span>
              ))}
            </p>
            <button
              type="button"
              className="admin-button admin-button--secondary admin-button--inline"
              disabled={carry.isPending}
              onClick={() =>
                carry.mutate(
                  { riderId, orderIds: stops.map((order) => order.id) },
                  {
                    onSuccess: (count) =>
                      notify({
                        text: textMessage('{count} stops put in the run of today of {rider}', { count, rider: emailOf(riderId) }),
                        tone: 'success',
                      }),
                    onError: (error) => {
                      console.error(`Carrying over the run of ${riderId} failed:`, error);
                      notify({
                        text: callableProblem(error, 'The stops could not be moved. Nothing was changed; try again.'),
                        tone: 'error',
                      });
                    },
                  },
                )
              }
            >
              {t('Put them in the run of today ({count})', { count: stops.length })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
