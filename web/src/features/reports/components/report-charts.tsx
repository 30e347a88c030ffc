import type { ReactNode } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import type { SalesCount } from '@kasuwa/contract/sales';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { channelNames } from '../../../components/store/orders/channel-names';
import { monthsOf, type SalesReport } from '../sales-report';
import { BarTable, type Bar } from './bar-table';
import { BestSellers } from './best-sellers';
import { DayLabel } from './day-label';
import '../../../components/staff/staff-text-fr-reports';

const paymentNames: Record<string, StaffTextId> = { cash: 'Cash', 'mobile-money': 'Mobile Money', unpaid: 'Not paid yet' };

/** The period's charts: each day against the previous period, best sellers, zones, payments, channels, staff, hours. */
export function ReportCharts({ report, withPrevious }: { report: SalesReport; withPrevious: boolean }) {
  const { t } = useStaffText();
  const named = (names: Record<string, StaffTextId>, key: string) => (Object.hasOwn(names, key) ? t(names[key]!) : key);
  /** A bar of F CFA with its orders: "45 000 F CFA · 3 orders". */
  const sales = ({ amount, orders }: SalesCount): Bar => ({
    value: amount,
    shown: `${formatXof(amount)} · ${t('{count} orders', { count: orders })}`,
  });
  const countRows = (entries: readonly (SalesCount & { key: string })[], label: (key: string) => ReactNode) =>
    entries.map((entry) => ({ key: entry.key, label: label(entry.key), bars: [sales(entry)] }));
  return (
    <div className="report-charts">
      <BarTable
        title="Sales per day"
        columns={withPrevious ? ['Day', 'This period', 'Previous period'] : ['Day', 'This period']}
        rows={report.days.map((day, index) => {
          const previous = report.previousDays[index];
          return {
            key: day.day,
            label: <DayLabel day={day.day} />,
            bars: [
              sales(day),
              ...(withPrevious && previous
                ? [{ value: previous.amount, shown: formatXof(previous.amount), previous: true }]
                : []),
            ],
          };
        })}
      />
      <BestSellers months={monthsOf(report.period)} />
      <BarTable
        title="Zones"
        columns={['Zone', 'Sales']}
        rows={report.zones.map((zone) => ({ key: zone.key, label: zone.name || t('No zone'), bars: [sales(zone)] }))}
      />
      <BarTable
        title="Payments"
        columns={['Payment', 'Sales']}
        rows={countRows(report.payments, (key) => named(paymentNames, key))}
      />
      <BarTable
        title="Channels"
        columns={['Channel', 'Sales']}
        rows={countRows(report.channels, (key) => named(channelNames, key))}
      />
      {report.staff.length > 0 && (
        <BarTable
          title="Staff"
          columns={['Staff member', 'Taken by phone or WhatsApp', 'Delivered by them']}
          rows={report.staff.map((member) => ({
            key: member.uid,
            label: member.email,
            bars: [sales(member.took), sales(member.delivered)],
          }))}
        />
      )}
      <BarTable
        title="Hours of the day"
        columns={['Hour', 'Orders placed']}
        rows={report.hours.map((hour) => ({
          key: hour.key,
          label: t('{hour} h', { hour: hour.key }),
          bars: [{ value: hour.orders, shown: `${t('{count} orders', { count: hour.orders })} · ${formatXof(hour.amount)}` }],
        }))}
      />
    </div>
  );
}
