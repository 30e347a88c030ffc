import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import type { StoredOrder } from '@kasuwa/contract/records';
import type { StaffText } from '../../../components/staff/staff-language';
import { channelName } from '../../../components/store/orders/channel-names';
import '../../../components/staff/staff-text-fr-operations';

/**
 * The browser notification of a new order: its number, then how it came in, its customer and its total
 * ("Site web — Aïcha Moussa — 27 000 F CFA"). The channel comes first: a web order's customer has no
 * app, and staff call them to confirm it.
 */
export function newOrderNotice(t: StaffText, orderId: string, order: StoredOrder) {
  const label = order.number === undefined ? orderId : orderNumberLabel(order.number);
  const body = [t(channelName(order)), order.customerName, order.total === undefined ? undefined : formatXof(order.total)]
    .filter(Boolean)
    .join(' — ');
  return { title: t('New order {number}', { number: label }), body, tag: `order-${orderId}` };
}
