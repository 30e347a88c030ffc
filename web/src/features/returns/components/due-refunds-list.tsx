import { Link } from 'react-router';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { useStaffText } from '../../../components/staff/staff-language';
import { storePaths } from '../../../lib/store-paths';
import type { ReturnRecord } from '../api/returns';
import '../../../components/staff/staff-text-fr-returns';

/** The late refunds of DueRefunds (due-refunds.tsx), or why they could not be read. */
export function DueRefundsList({ failed, due }: { failed: boolean; due: ReturnRecord[] }) {
  const { t } = useStaffText();
  if (failed) return <p className="cash-in-hand__flag">{t('Failed to load refunds due')}</p>;
  return (
    <section className="store-surface due-refunds" aria-label={t('Refunds due')}>
      <h2>{t('Refunds due')}</h2>
      <ul>
        {due.map((entry) => (
          <li key={entry.id} className="cash-in-hand__flag">
            {entry.orderId ? (
              <Link to={storePaths.order.path(entry.orderId)}>
                {entry.orderNumber === undefined ? entry.orderId : orderNumberLabel(entry.orderNumber)}
              </Link>
            ) : (
              entry.id
            )}{' '}
            {t('{amount} to refund by {day}', { amount: formatXof(entry.amount ?? 0), day: entry.refundDue ?? '—' })}
          </li>
        ))}
      </ul>
    </section>
  );
}
