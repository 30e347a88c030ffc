import { excelCsv, excelDay } from '../../lib/excel-csv';
import type { VariantSales } from '@kasuwa/contract/sales';
import type { SalesReport } from './sales-report';
import type { StaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-people';
import '../../components/staff/staff-text-fr-reports';

/** The payments' and channels' names, as the report's tables say them. */
const paymentNames = { cash: 'Cash', 'mobile-money': 'Mobile Money', unpaid: 'Not paid yet' } as const;
const channelNames = { app: 'App', phone: 'Phone', whatsapp: 'WhatsApp', web: 'Web' } as const;
const nameOf = <Names extends Record<string, string>>(names: Names, key: string, t: StaffText) =>
  Object.hasOwn(names, key) ? t(names[key as keyof Names] as Parameters<StaffText>[0]) : key;

/**
 * The report as one CSV for French Excel, in the console's language (`t`): the sales of each day beside
 * the previous period's, then the best sellers of each month the period touches, zones, payments,
 * channels, staff and hours, each table under its title with a blank row between. Amounts in F CFA,
 * whole numbers.
 */
export function reportCsv(
  report: SalesReport,
  sellers: readonly { month: string; variants: readonly VariantSales[] }[],
  t: StaffText,
): string {
  const rows: (string | number)[][] = [
    [t('Sales from {from} to {to}', { from: excelDay(report.period.from), to: excelDay(report.period.to) })],
    [t('Day'), t('Orders'), t('Units'), t('Sales F CFA'), t('Previous day compared'), t('Sales F CFA (previous period)')],
    ...report.days.map((day, index) => {
      const previous = report.previousDays[index];
      return [
        excelDay(day.day),
        day.orders,
        day.units,
        day.amount,
        previous ? excelDay(previous.day) : '',
        previous?.amount ?? 0,
      ];
    }),
    [t('Total'), report.totals.orders, report.totals.units, report.totals.amount, '', report.previousTotals.amount],
    [t('Cancelled orders'), report.totals.cancelled.orders, '', -report.totals.cancelled.amount],
    [t('Refunds'), report.totals.refunded.orders, '', -report.totals.refunded.amount],
    [t('Delivery fees'), '', '', report.totals.deliveryFees],
    [],
    ...sellers.flatMap(({ month, variants }) => [
      [t('Best sellers of {month}', { month: `${month.slice(5, 7)}/${month.slice(0, 4)}` })],
      [t('Product'), t('Size'), t('Colour'), t('Units'), t('Sales F CFA')],
      ...variants.map((variant) => [variant.title, variant.size ?? '', variant.color ?? '', variant.units, variant.amount]),
      [],
    ]),
    [t('Zones')],
    [t('Zone'), t('Orders'), t('Sales F CFA')],
    ...report.zones.map((zone) => [zone.name || t('No zone'), zone.orders, zone.amount]),
    [],
    [t('Payments')],
    [t('Payment'), t('Orders'), t('Sales F CFA')],
    ...report.payments.map((payment) => [nameOf(paymentNames, payment.key, t), payment.orders, payment.amount]),
    [],
    [t('Channels')],
    [t('Channel'), t('Orders'), t('Sales F CFA')],
    ...report.channels.map((channel) => [nameOf(channelNames, channel.key, t), channel.orders, channel.amount]),
    [],
    [t('Staff')],
    [t('Member'), t('Orders taken'), t('Taken F CFA'), t('Orders delivered'), t('Delivered F CFA')],
    ...report.staff.map((member) => [
      member.email,
      member.took.orders,
      member.took.amount,
      member.delivered.orders,
      member.delivered.amount,
    ]),
    [],
    [t('Hours')],
    [t('Hour'), t('Orders placed'), t('F CFA')],
    ...report.hours.map((hour) => [t('{hour} h', { hour: hour.key }), hour.orders, hour.amount]),
  ];
  return excelCsv(rows);
}
