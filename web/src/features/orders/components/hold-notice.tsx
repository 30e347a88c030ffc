import { formatRecordDate } from '../../../components/staff/record-date';
import { useStaffText } from '../../../components/staff/staff-language';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { heldUnits, holdLeft, useNow } from '../../../components/store/orders/hold-time';
import '../../../components/staff/staff-text-fr-payments';

/**
 * On an unconfirmed order the shopper placed: the units it holds and until when, counted down; once
 * the hold has ended, that the server cancels it unless staff confirm it first; once paid, that it no
 * longer lapses. Nothing for an order
 * that holds nothing of this kind (confirmed, taken by phone, or placed before holds).
 */
export function HoldNotice({ order }: { order: OrderRecord }) {
  const now = useNow(30_000);
  const { t, language } = useStaffText();
  if (order.status !== 'new' || !order.holdUntil) return null;
  // A paid order never lapses: its payment stopped its clock.
  if (order.payment)
    return <p className="order-detail__hold">{t('Paid: its hold no longer ends. Confirm it when it is ready.')}</p>;
  const left = holdLeft(order.holdUntil, now);
  return (
    <p className="order-detail__hold" role="status">
      {left
        ? t('Holds {count} units until {time} ({left} left): confirm the order to keep them.', {
            count: heldUnits(order.items),
            time: formatRecordDate(order.holdUntil, language),
            left,
          })
        : t(
            'Its hold has ended: the server cancels it within 10 minutes and puts its units back on sale, unless you confirm it now.',
          )}
    </p>
  );
}
