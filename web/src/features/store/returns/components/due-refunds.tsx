import { Link } from 'react-router-dom';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { useStaffText } from '../../../../components/staff/staff-language';
import { storePaths } from '../../../../lib/store-paths';
import { useDueRefunds } from '../api/returns';
import '../../../../components/staff/staff-text-fr-returns';

/**
 * Refunds not done from their tenth working day on (the terms promise 14), the most overdue first,
 * each with its order; nothing at all while none is late.
 */
export function DueRefunds() {
  const due = useDueRefunds();
  const { t } = useStaffText();
  if (due.isError) return <p className="cash-in-hand__flag">{t('Failed to load refunds due')}</p>;
  if (!due.data?.length) return null;
  return (
    <section className="store-surface due-refunds" aria-label={t('Refunds due')}>
      <h2>{t('Refunds due')}</h2>
      <ul>
        {due.data.map((entry) => (
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
