import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useStaffText } from '../../../components/staff/staff-language';

/** The campaign that brought the order, as a field of its card or page; nothing when none did. */
export function OrderCampaign({ order }: { order: OrderRecord }) {
  const { t } = useStaffText();
  if (!order.campaign) return null;
  return (
    <div>
      <dt>{t('Campaign')}</dt>
      <dd>{order.campaign}</dd>
    </div>
  );
}
