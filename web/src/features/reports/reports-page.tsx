import { useSearchParams } from 'react-router';
import { shopDay } from '@kasuwa/contract/days';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { useStaffText } from '../../components/staff/staff-language';
import { StorePage } from '../../components/store/store-page';
import { useLiveSalesDays, useSalesTrend } from './api/sales-days';
import { PeriodPicker } from './components/period-picker';
import { ReportCharts } from './components/report-charts';
import { ReportExport } from './components/report-export';
import { ReportFigures } from './components/report-figures';
import { periodOf, salesReport } from './sales-report';
import './reports.css';
import '../../components/staff/staff-text-fr-reports';

/**
 * /store/reports: the shop's sales over a period (the last 30 days unless chosen), read from one
 * summary per day (30 documents for 30 days), one of the year's daily totals for the period before and
 * the month's 10 best sellers: the figures at a glance, a chart (a table) per breakdown, and the whole
 * as CSV for French Excel. The figures stay current while the page is open.
 */
export default function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const today = shopDay(new Date());
  const period = periodOf(search, today);
  const live = useLiveSalesDays(period);
  const trend = useSalesTrend(period.to.slice(0, 4));
  const { t } = useStaffText();
  const report = live.days && !trend.isPending ? salesReport(period, live.days, trend.data) : null;
  const withPrevious = trend.isSuccess;

  return (
    <StorePage title="Reports">
      <PeriodPicker
        key={`${period.from}:${period.to}`}
        period={period}
        today={today}
        onChoose={({ from, to }) => setSearch({ from, to })}
      />
      {live.failure ? (
        <ListFailure message="Failed to load sales" onRetry={live.retry} />
      ) : !report ? (
        <ListLoading what="sales" />
      ) : (
        <>
          {live.stopped && (
            <p role="status" className="admin-message admin-message--error">
              {t('These figures are no longer updated: reload the page.')}
            </p>
          )}
          {trend.isError && (
            <ListFailure
              message="Failed to load the previous period"
              retrying={trend.isFetching}
              onRetry={() => void trend.refetch()}
            />
          )}
          <ReportFigures report={report} withPrevious={withPrevious} />
          <p className="report-actions">
            <ReportExport report={report} />
          </p>
          {report.empty ? (
            <p className="store-empty store-surface">{t('No sale in this period.')}</p>
          ) : (
            <ReportCharts report={report} withPrevious={withPrevious} />
          )}
        </>
      )}
    </StorePage>
  );
}
