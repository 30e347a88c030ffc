import { Link } from 'react-router';
import { shopDay } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import { RecordDate } from '../../../components/staff/record-date';
import { useStaffText } from '../../../components/staff/staff-language';
import { useCan } from '../../../components/staff/staff-role';
import { storePaths } from '../../../lib/store-paths';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useOrderReturns, type ReturnRecord } from '../api/returns';
import { returnChatHref } from '../return-message';
import { RefundForm } from './refund-form';
import { entryReasonLabel, ReturnForm } from './return-form';
import '../returns.css';
import '../../../components/staff/staff-text-fr-returns';

/** One return: what came back, why, its value, its refund (or the form, and when it is due). */
function ReturnEntry({ order, entry }: { order: OrderRecord; entry: ReturnRecord }) {
  const works = useCan('orders');
  const { t } = useStaffText();
  const today = shopDay(new Date());
  const chatHref = returnChatHref(entry, order);
  const label = entryReasonLabel(entry.reason);
  const reason = label ? t(label) : entry.reason;
  return (
    <li className="order-return">
      <p>
        <RecordDate date={entry.at} />, {entry.byEmail ?? entry.by} — {reason} — {formatXof(entry.amount ?? 0)}{' '}
        <Link to={storePaths.creditNote.path(entry.id)}>{t('Credit note')}</Link>
        {chatHref && (
          <>
            {' · '}
            <a href={chatHref} target="_blank" rel="noopener noreferrer">
              {t('Tell the customer on WhatsApp')}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          </>
        )}
      </p>
      <ul>
        {entry.lines.map((line) => (
          <li key={line.line}>
            {line.quantity} × {line.title} — {t(line.restock ? 'back on sale' : 'damaged')}
          </li>
        ))}
      </ul>
      {entry.override && <p>{t('Taken back past the 7 days: {why}', { why: entry.override.note ?? '' })}</p>}
      {entry.refund ? (
        <p>
          {t('Refunded {amount}', { amount: formatXof(entry.refund.amount ?? 0) })}
          {entry.refund.reference && ` (${entry.refund.reference})`}, {entry.refund.byEmail ?? entry.refund.by}{' '}
          <RecordDate date={entry.refund.at} />
        </p>
      ) : (
        <>
          <p className={entry.refundFlagFrom && entry.refundFlagFrom <= today ? 'cash-in-hand__flag' : undefined}>
            {t('Refund due by {day}', { day: entry.refundDue ?? '—' })}
          </p>
          {works && <RefundForm order={order} refunded={entry} />}
        </>
      )}
    </li>
  );
}

/**
 * A delivered order's returns and refunds, and the form for another return (staff who work orders); a
 * cancelled paid order's refund owed.
 */
export function OrderReturns({ order }: { order: OrderRecord }) {
  const works = useCan('orders');
  const returns = useOrderReturns(order.id, true);
  const { t } = useStaffText();
  return (
    <>
      {returns.isPending && <p role="status">{t('Loading returns…')}</p>}
      {returns.isError && <p className="cash-in-hand__flag">{t('Failed to load returns')}</p>}
      {returns.data && returns.data.length > 0 && (
        <ul className="order-returns" aria-label={t('Returns of this order')}>
          {returns.data.map((entry) => (
            <ReturnEntry key={entry.id} order={order} entry={entry} />
          ))}
        </ul>
      )}
      {works && order.status === 'delivered' && <ReturnForm order={order} />}
    </>
  );
}
