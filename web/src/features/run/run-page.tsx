import type { ReactNode } from 'react';
import { shopDay } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import { useStaffText } from '../../components/staff/staff-language';
import { StoreList, StorePage } from '../../components/store/store-page';
import { useMyRun } from './api/my-run';
import { RunStop } from './components/run-stop';
import './run.css';

/**
 * /store/run: the signed-in rider's run of today, in delivery order, made for a phone: each stop with
 * its address, the customer's call and WhatsApp buttons, the amount to collect and one tap per outcome;
 * above them, the rider's part of today at a glance (`glance`, which app/store/pages/run.tsx puts there).
 */
export default function RunPage({ glance }: { glance?: ReactNode }) {
  const day = shopDay(new Date());
  const run = useMyRun(day);
  const { t } = useStaffText();
  const toCollect = (run.data ?? []).reduce(
    (sum, order) => sum + (order.payment || order.status === 'delivered' ? 0 : (order.total ?? 0)),
    0,
  );
  return (
    <StorePage title="My run">
      <p className="run-summary">
        <span>
          {t('{day}: {count} stops, {amount} to collect', { day, count: run.data?.length ?? 0, amount: formatXof(toCollect) })}
        </span>
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          disabled={run.isFetching}
          onClick={() => void run.refetch()}
        >
          {t(run.isFetching ? 'Loading…' : 'Refresh')}
        </button>
      </p>
      {glance}
      <StoreList query={run} what="delivery run" empty="No delivery for you today.">
        {(orders) => (
          <ol className="run-stops">
            {orders.map((order) => (
              <RunStop key={order.id} order={order} />
            ))}
          </ol>
        )}
      </StoreList>
    </StorePage>
  );
}
