import type { OrderRecord } from '../api/live-orders';

/** The campaign that brought the order, as a field of its card or page; nothing when none did. */
export function OrderCampaign({ order }: { order: OrderRecord }) {
  if (!order.campaign) return null;
  return (
    <div>
      <dt>Campaign</dt>
      <dd>{order.campaign}</dd>
    </div>
  );
}
