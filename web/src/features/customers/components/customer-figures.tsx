import type { ReactNode } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import { usualOf, type CustomerRecord } from '@kasuwa/contract/customers';
import type { SalesChannel } from '@kasuwa/contract/sales';
import { channelNames } from '../../../components/store/orders/channel-names';
import { missing, RecordDate } from '../../../components/staff/record-date';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import type { CustomerOrderRecord } from '../api/customer-record';
import '../../../components/staff/staff-text-fr-customers';
import '../../../components/staff/staff-text-fr-reports';

const paymentNames: Record<string, StaffTextId> = { cash: 'Cash', 'mobile-money': 'Mobile Money' };

interface CustomerFiguresProps {
  record: CustomerRecord;
  latest: CustomerOrderRecord | undefined;
  first: CustomerOrderRecord | null | undefined;
}

/** A customer at a glance: what they ordered, received, refused and sent back, where and how they pay. */
export function CustomerFigures({ record, latest, first }: CustomerFiguresProps) {
  const { t } = useStaffText();
  const zone = usualOf(Object.fromEntries(Object.entries(record.zones).map(([id, entry]) => [id, entry.orders])));
  const zoneName = zone === null ? null : zone === 'none' ? t('No zone') : record.zones[zone]?.name || zone;
  const payment = usualOf(record.payments);
  // Most orders first: "Web (3) · Phone (1)".
  const channelsText = Object.entries(record.channels)
    .sort(([one, a], [other, b]) => b - a || one.localeCompare(other))
    .map(
      ([channel, orders]) =>
        `${Object.hasOwn(channelNames, channel) ? t(channelNames[channel as SalesChannel]) : channel} (${orders})`,
    )
    .join(' · ');
  const figure = (label: StaffTextId, value: ReactNode, tone?: 'warning') => (
    <div className={`customer-figures__item${tone ? ` customer-figures__item--${tone}` : ''}`}>
      <dt>{t(label)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="customer-figures store-surface">
      {figure('Orders', t('{count} orders', { count: record.orders }))}
      {figure('Delivered', `${t('{count} orders', { count: record.delivered.orders })} · ${formatXof(record.delivered.amount)}`)}
      {figure('Last order', latest ? <RecordDate date={latest.createdAt} /> : missing)}
      {figure('Usual zone', zoneName ?? missing)}
      {figure('Usual payment', payment ? t(paymentNames[payment] ?? 'Cash') : t('Not paid yet'))}
      {figure('Came in by', channelsText || missing)}
      {figure(
        'Deliveries refused at the door',
        t('{count} orders', { count: record.refused }),
        record.refused > 0 ? 'warning' : undefined,
      )}
      {figure('Cancelled', t('{count} orders', { count: record.cancelled }))}
      {figure(
        'Returns',
        record.returnedUnits > 0
          ? `${t('{count} units', { count: record.returnedUnits })} · ${t('refunded {amount}', { amount: formatXof(record.refunded) })}`
          : t('None'),
      )}
      {figure('First brought by', first === undefined ? missing : (first?.campaign ?? t('No campaign')))}
    </dl>
  );
}
