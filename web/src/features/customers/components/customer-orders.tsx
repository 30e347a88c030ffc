import { Link } from 'react-router';
import { formatXof } from '@kasuwa/contract/money';
import { channelOf } from '@kasuwa/contract/sales';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { RecordDate, missing } from '../../../components/staff/record-date';
import { ScrollTable } from '../../../components/staff/scroll-table';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { storePaths } from '../../../lib/store-paths';
import { OrderStatusBadge } from '../../../components/store/orders/order-status';
import type { CustomerOrderRecord } from '../api/customer-record';
import '../../../components/staff/staff-text-fr-customers';

const columns: StaffTextId[] = ['Order', 'Placed', 'Status', 'Total', 'Placed by'];

/** Who placed an order: staff (by phone or WhatsApp), the customer on the web site, or an account. */
function placedByText(order: CustomerOrderRecord): StaffTextId | null {
  const channel = channelOf(order);
  if (channel === 'web') return 'The web site';
  if (order.takenBy) return channel === 'whatsapp' ? 'Staff, by WhatsApp' : 'Staff, by phone';
  return order.userId?.startsWith('phone-') ? 'The number' : null;
}

/**
 * The customer's latest orders, each leading to its page; who placed it says whether an account, staff
 * on the phone or on WhatsApp, or the customer on the web site (/panier: an order kept on the number).
 */
export function CustomerOrders({ orders, total }: { orders: CustomerOrderRecord[]; total: number }) {
  const { t } = useStaffText();
  const placedBy = (order: CustomerOrderRecord) => {
    const said = placedByText(order);
    return said ? t(said) : (order.userId ?? missing);
  };
  return (
    <ScrollTable
      caption={t('Latest orders: {shown} of {count}', { shown: orders.length, count: total })}
      captionId="customer-orders-caption"
      columns={columns}
      className="store-table"
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <th scope="row">
            <Link to={storePaths.order.path(order.id)}>
              {order.number === undefined ? order.id : orderNumberLabel(order.number)}
            </Link>
          </th>
          <td>
            <RecordDate date={order.createdAt} />
          </td>
          <td>
            <OrderStatusBadge status={order.status} />
          </td>
          <td>{order.total === undefined ? missing : formatXof(order.total)}</td>
          <td className="customer-orders__by">{placedBy(order)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
