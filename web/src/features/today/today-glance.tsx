import { shopDay, shopHour } from '@kasuwa/contract/days';
import { TitledSurface } from '../../components/staff/titled-surface';
import { useStaffText } from '../../components/staff/staff-language';
import { useCan } from '../../components/staff/staff-role';
import { storePaths } from '../../lib/store-paths';
import { EveryonesCash, OwnCash } from './components/cash-figures';
import { LowStockCount, RunCounts, StatusCount } from './components/count-figures';
import { SalesFigure } from './components/sales-figure';
import './today.css';
import '../../components/staff/staff-text-fr-today';

/**
 * How the day is going, on each role's landing page, each figure a link to its page: the orders to
 * confirm, out for delivery and failed, the variants low or sold out, today's sales against the same
 * weekday last week and who holds the cash (for those who see the figures); a seller's or a rider's
 * own cash and a rider's run of today. Counts are aggregations and sales two summaries: a handful of
 * reads whatever the shop's size (docs/adr/0175-today-at-a-glance.md).
 */
export default function TodayAtAGlance() {
  const { t } = useStaffText();
  const now = new Date();
  const today = shopDay(now);
  const readsOrders = useCan('read');
  const seesFigures = useCan('figures');
  const worksOrders = useCan('orders');
  const runsDeliveries = useCan('run');
  const cashPage = worksOrders ? storePaths.cash.path : runsDeliveries ? storePaths.run.path : undefined;
  return (
    <TitledSurface block="today" title={t(runsDeliveries ? 'Your run today' : 'Today at a glance')}>
      <ul className="today__figures">
        {readsOrders && <StatusCount status="new" text="{count} orders to confirm" />}
        {seesFigures && <SalesFigure today={today} hour={shopHour(now)} />}
        {readsOrders && <StatusCount status="outForDelivery" text="{count} orders out for delivery" />}
        {readsOrders && <StatusCount status="deliveryFailed" text="{count} failed deliveries" />}
        {readsOrders && <LowStockCount />}
        {runsDeliveries && <RunCounts today={today} />}
        {seesFigures ? <EveryonesCash to={cashPage} /> : (worksOrders || runsDeliveries) && <OwnCash to={cashPage} />}
      </ul>
    </TitledSurface>
  );
}
