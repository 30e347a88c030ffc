import { formatXof } from '@kasuwa/contract/money';
import { useStaffText } from '../../../components/staff/staff-language';
import type { SalesReport } from '../sales-report';
import '../../../components/staff/staff-text-fr-reports';

/** "+12 %", "−8 %", or nothing when the previous period sold nothing. */
function change(now: number, before: number): string | null {
  if (before <= 0) return null;
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)} %`;
}

/** The period's figures at a glance, each beside the previous period's. */
export function ReportFigures({ report, withPrevious }: { report: SalesReport; withPrevious: boolean }) {
  const { t } = useStaffText();
  const { totals, previousTotals } = report;
  const basket = totals.orders > 0 ? Math.round(totals.amount / totals.orders) : 0;
  const figure = (now: number, before: number, shown: string) => {
    const moved = withPrevious ? change(now, before) : null;
    return (
      <>
        {shown}
        {moved && <span className="report-figures__change"> {t('({change} on the previous period)', { change: moved })}</span>}
      </>
    );
  };
  return (
    <dl className="report-figures store-surface">
      <div>
        <dt>{t('Net sales')}</dt>
        <dd>{figure(totals.amount, previousTotals.amount, formatXof(totals.amount))}</dd>
      </div>
      <div>
        <dt>{t('Orders')}</dt>
        <dd>{figure(totals.orders, previousTotals.orders, String(totals.orders))}</dd>
      </div>
      <div>
        <dt>{t('Units')}</dt>
        <dd>{figure(totals.units, previousTotals.units, String(totals.units))}</dd>
      </div>
      <div>
        <dt>{t('Average order')}</dt>
        <dd>{formatXof(basket)}</dd>
      </div>
      <div>
        <dt>{t('Cancellations')}</dt>
        <dd>
          {t('{count} orders', { count: totals.cancelled.orders })} · {formatXof(totals.cancelled.amount)}
        </dd>
      </div>
      <div>
        <dt>{t('Refunds')}</dt>
        <dd>{formatXof(totals.refunded.amount)}</dd>
      </div>
    </dl>
  );
}
