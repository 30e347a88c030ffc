import { where } from 'firebase/firestore';
import type { OrderStatus } from '@kasuwa/contract/order-statuses';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { auth } from '../../../lib/firebase/auth';
import { storePaths } from '../../../lib/store-paths';
import { useLowStockCount, useOrderCount } from '../api/today-reads';
import { Figure } from './figure';
import '../../../components/staff/staff-text-fr-today';

type CountText =
  | '{count} orders to confirm'
  | '{count} orders out for delivery'
  | '{count} failed deliveries'
  | '{count} stops left'
  | '{count} delivered';

function CountLine({ count, text }: { count: number; text: CountText & StaffTextId }) {
  const { t } = useStaffText();
  return <span className={count > 0 ? 'today__value' : undefined}>{t(text, { count })}</span>;
}

/** How many of the shop's orders are in a status now, leading to the orders list filtered on it. */
export function StatusCount({ status, text }: { status: OrderStatus; text: CountText }) {
  const read = useOrderCount(`${status} orders count`, where('status', '==', status));
  return (
    <Figure read={read} to={`${storePaths.orders.path}?status=${status}`}>
      {(count) => ({ said: <CountLine count={count} text={text} /> })}
    </Figure>
  );
}

/** How many variants are low or sold out, leading to the low-stock panel of the same page. */
export function LowStockCount() {
  const read = useLowStockCount();
  const { t } = useStaffText();
  return (
    <Figure read={read} to="#low-stock">
      {(count) => ({
        said: <span className={count > 0 ? 'today__value' : undefined}>{t('{count} variants low or sold out', { count })}</span>,
      })}
    </Figure>
  );
}

const runStatuses = {
  left: ['confirmed', 'outForDelivery'],
  delivered: ['delivered'],
  failed: ['deliveryFailed'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** One count of the rider's own run of today: the rules let a rider count only those orders. */
function RunCount({ today, part, text }: { today: string; part: keyof typeof runStatuses; text: CountText }) {
  const read = useOrderCount(
    `my run ${part} count`,
    where('riderId', '==', auth.currentUser?.uid ?? ''),
    where('runDay', '==', today),
    where('status', 'in', runStatuses[part]),
  );
  return (
    <Figure read={read} to={storePaths.run.path}>
      {(count) => ({ said: <CountLine count={count} text={text} /> })}
    </Figure>
  );
}

/** The rider's run of today: the stops left, those delivered and those that failed. */
export function RunCounts({ today }: { today: string }) {
  return (
    <>
      <RunCount today={today} part="left" text="{count} stops left" />
      <RunCount today={today} part="delivered" text="{count} delivered" />
      <RunCount today={today} part="failed" text="{count} failed deliveries" />
    </>
  );
}
