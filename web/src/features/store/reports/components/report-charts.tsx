import { formatXof } from '@kasuwa/contract/money';
import { useStaffText, type StaffTextId } from '../../../../components/staff/staff-language';
import { monthsOf, type SalesReport } from '../sales-report';
import { BarTable } from './bar-table';
import { BestSellers } from './best-sellers';
import { DayLabel } from './day-label';

const paymentNames: Record<string, StaffTextId> = { cash: 'Cash', 'mobile-money': 'Mobile Money', unpaid: 'Not paid yet' };
const channelNames: Record<string, StaffTextId> = { app: 'App', phone: 'Phone', whatsapp: 'WhatsApp' };

/** The period's charts: each day against the previous period, best sellers, zones, payments, channels, staff, hours. */
export function ReportCharts({ report, withPrevious }: { report: SalesReport; withPrevious: boolean }) {
  const { t } = useStaffText();
  const named = (names: Record<string, StaffTextId>, key: string) => (Object.hasOwn(names, key) ? t(names[key]!) : key);
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
              { value: day.amount, shown: `${formatXof(day.amount)} · ${t('{count} orders', { count: day.orders })}` },
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
        rows={report.zones.map((zone) => ({
          key: zone.key,
          label: zone.name || t('No zone'),
          bars: [{ value: zone.amount, shown: `${formatXof(zone.amount)} · ${t('{count} orders', { count: zone.orders })}` }],
        }))}
      />
      <BarTable
        title="Payments"
        columns={['Payment', 'Sales']}
        rows={report.payments.map((payment) => ({
          key: payment.key,
          label: named(paymentNames, payment.key),
          bars: [
            { value: payment.amount, shown: `${formatXof(payment.amount)} · ${t('{count} orders', { count: payment.orders })}` },
          ],
        }))}
      />
      <BarTable
        title="Channels"
        columns={['Channel', 'Sales']}
        rows={report.channels.map((channel) => ({
          key: channel.key,
          label: named(channelNames, channel.key),
          bars: [
            { value: channel.amount, shown: `${formatXof(channel.amount)} · ${t('{count} orders', { count: channel.orders })}` },
          ],
        }))}
      />
      {report.staff.length > 0 && (
        <BarTable
          title="Staff"
          columns={['Staff member', 'Taken by phone or WhatsApp', 'Delivered by them']}
          rows={report.staff.map((member) => ({
            key: member.uid,
            label: member.email,
            bars: [
              {
                value: member.took.amount,
                shown: `${formatXof(member.took.amount)} · ${t('{count} orders', { count: member.took.orders })}`,
              },
              {
                value: member.delivered.amount,
                shown: `${formatXof(member.delivered.amount)} · ${t('{count} orders', { count: member.delivered.orders })}`,
              },
            ],
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
