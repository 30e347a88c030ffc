import { Link } from 'react-router';
import { formatXof } from '@kasuwa/contract/money';
import { storePaths } from '../../../lib/store-paths';
import type { SalesTotal } from '../api/order-figures';
import { useStaffText, type StaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-reports';

/** "1 order", "3 orders", in the console's language. */
export const ordersText = (t: StaffText, count: number) => t('{count} orders', { count });

/**
 * Sales today and this week: orders new, confirmed or delivered, by the day they were placed; the
 * reports break them down, net of cancellations and refunds.
 */
export function SalesTotals({ today, week }: { today: SalesTotal; week: SalesTotal }) {
  const { t } = useStaffText();
  return (
    <section aria-label={t('Sales')}>
      <dl className="sales-totals">
        {(
          [
            { label: 'Today', sales: today },
            { label: 'This week', sales: week },
          ] as const
        ).map(({ label, sales }) => (
          <div key={label} className="sales-totals__item store-surface">
            <dt>{t(label)}</dt>
            <dd>
              <span className="sales-totals__amount">{formatXof(sales.total)}</span>
              <span>{ordersText(t, sales.orders)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="sales-totals__more">
        <Link to={storePaths.reports.path}>{t('Sales reports: best sellers, zones, payments')}</Link>
      </p>
    </section>
  );
}
