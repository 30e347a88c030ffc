import { useId } from 'react';
import { Link } from 'react-router';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { RecordDate } from '../../components/staff/record-date';
import { ScrollTable } from '../../components/staff/scroll-table';
import { useStaffText, type StaffTextId } from '../../components/staff/staff-language';
import { useCan } from '../../components/staff/staff-role';
import { storePaths } from '../../lib/store-paths';
import { useProductCategories } from '../../components/store/product-categories';
import { StoreList, StorePage } from '../../components/store/store-page';
import { useRecentReturns } from './api/returns';
import { DueRefunds } from './components/due-refunds';
import { entryReasonLabel } from './components/return-form';
import { ReturnSettingsForm } from './components/return-settings-form';
import './returns.css';
import '../../components/staff/staff-text-fr-cash';
import '../../components/staff/staff-text-fr-people';
import '../../components/staff/staff-text-fr-returns';

const columns: StaffTextId[] = ['When', 'Order', 'Reason', 'Amount', 'Refund'];

/**
 * /store/returns: refunds running late (from their tenth working day), the newest returns with their
 * credit notes, and for the owner the categories the terms exclude. Returns are recorded from an
 * order's page.
 */
export default function ReturnsPage() {
  const recent = useRecentReturns();
  const setsSettings = useCan('settings');
  const categories = useProductCategories();
  const captionId = useId();
  const { t } = useStaffText();
  const reasonOf = (reason: string | undefined) => {
    const label = entryReasonLabel(reason);
    return label ? t(label) : reason;
  };
  return (
    <StorePage title="Returns">
      <DueRefunds />
      <StoreList query={recent} what="returns" empty="No return yet.">
        {(returns) => (
          <ScrollTable caption={t('Returns, newest first')} captionId={captionId} columns={columns} className="store-table">
            {returns.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <Link to={storePaths.creditNote.path(entry.id)}>
                    <RecordDate date={entry.at} />
                  </Link>
                </td>
                <td>
                  {entry.orderId && (
                    <Link to={storePaths.order.path(entry.orderId)}>
                      {entry.orderNumber === undefined ? entry.orderId : orderNumberLabel(entry.orderNumber)}
                    </Link>
                  )}
                </td>
                <td>{reasonOf(entry.reason)}</td>
                <td>{formatXof(entry.amount ?? 0)}</td>
                <td>
                  {entry.refund
                    ? t('Refunded {amount}', { amount: formatXof(entry.refund.amount ?? 0) })
                    : t('Refund due by {day}', { day: entry.refundDue ?? '—' })}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </StoreList>
      {setsSettings && <ReturnSettingsForm categories={categories} />}
    </StorePage>
  );
}
