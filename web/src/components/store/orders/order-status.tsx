import { checkedOrderStatuses, type OrderStatus } from '@kasuwa/contract/order-statuses';
import { missing } from '../../staff/record-date';
import { useStaffText, verbatim, type ShownText, type StaffTextId } from '../../staff/staff-language';

const statusLabels: Record<OrderStatus, StaffTextId> = {
  pending: 'Being priced',
  new: 'New',
  confirmed: 'Confirmed',
  outForDelivery: 'Out for delivery',
  deliveryFailed: 'Delivery failed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

/** The statuses staff filter the list by, in the order an order goes through them. */
export const listedStatuses = [...checkedOrderStatuses, 'rejected'] as const satisfies readonly OrderStatus[];

/** A status as staff read it; one the store does not know is shown as stored. */
export const statusLabel = (status: string | undefined): ShownText =>
  status === undefined
    ? verbatim(missing)
    : Object.hasOwn(statusLabels, status)
      ? statusLabels[status as OrderStatus]
      : verbatim(status);

export function OrderStatusBadge({ status }: { status: string | undefined }) {
  const { t } = useStaffText();
  return (
    <span className="order-status" data-status={status}>
      {t(statusLabel(status))}
    </span>
  );
}
