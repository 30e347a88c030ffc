import { channelOf, type SalesOrder } from '@kasuwa/contract/sales';
import { useStaffText } from '../../staff/staff-language';
import { channelNames } from './channel-names';
import './order-channel.css';

/**
 * How the order came in, as a small label. A web order's stands out: its customer has no app to hear
 * from the shop, so staff call them to confirm it.
 */
export function OrderChannel({ order }: { order: Pick<SalesOrder, 'channel' | 'takenBy'> }) {
  const { t } = useStaffText();
  const channel = channelOf(order);
  return (
    <span className="order-channel" data-channel={channel}>
      {t(channelNames[channel])}
    </span>
  );
}

/** Said beside a web order staff have not confirmed yet: the call is the only way to reach its customer. */
export function WebOrderCallNote({ order }: { order: Pick<SalesOrder, 'channel' | 'takenBy' | 'status'> }) {
  const { t } = useStaffText();
  if (channelOf(order) !== 'web' || order.status !== 'new') return null;
  return (
    <span className="order-channel__note">{t('Placed on the web site, without the app: call the customer to confirm.')}</span>
  );
}
