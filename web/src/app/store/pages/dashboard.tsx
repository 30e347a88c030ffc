import { lazy } from 'react';
import ProductDashboardPage from '../../../features/products/product-dashboard-page';
import { CashFlags } from '../../../features/cash/components/cash-flags';
import { DueRefunds } from '../../../features/returns/components/due-refunds';
import { UnfinishedRuns } from '../../../features/orders/components/unfinished-runs';
import { LowStockPanel } from '../../../features/stock/components/low-stock-panel';
import { OrderHoldsPanel } from '../../../features/orders/components/order-holds-panel';
import { useCan } from '../../../components/staff/staff-role';
import { LazyPart } from '../../../components/staff/lazy-part';

// Loaded beside the products, not before them: the products' first visit stays within its budget.
const TodayAtAGlance = lazy(() => import('../../../features/today/today-glance'));

/**
 * /store: today at a glance first, then the products under what the other features flag there, each for
 * the roles that work it.
 */
export default function Dashboard() {
  const seesFigures = useCan('figures');
  const worksOrders = useCan('orders');
  return (
    <ProductDashboardPage
      flags={
        <>
          <LazyPart>
            <TodayAtAGlance />
          </LazyPart>
          {seesFigures && <CashFlags />}
          <DueRefunds />
          {worksOrders && <UnfinishedRuns />}
          <LowStockPanel />
          <OrderHoldsPanel />
        </>
      }
    />
  );
}
