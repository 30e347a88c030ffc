import { useId } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import { lineAmount } from '@kasuwa/contract/order-total';
import { ScrollTable } from '../../../components/staff/scroll-table';
import { missing } from '../../../components/staff/record-date';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';

const columns: StaffTextId[] = ['Product', 'Size', 'Colour', 'Quantity', 'Unit price', 'Line total'];

const xofOrMissing = (amount: number | undefined) => (amount === undefined ? missing : formatXof(amount));

/** An order's lines as the server priced them, its delivery fee when it names a zone, and its total. */
export function OrderLines({ order }: { order: OrderRecord }) {
  const captionId = useId();
  const { t } = useStaffText();
  return (
    <ScrollTable
      caption={t('Items of order {id}', { id: order.id })}
      captionId={captionId}
      columns={columns}
      className="store-table order-lines"
      footer={
        <>
          {order.deliveryFee !== undefined && (
            <tr>
              <th scope="row" colSpan={columns.length - 1}>
                {t('Delivery')}
                {order.zoneName ? ` (${order.zoneName})` : ''}
              </th>
              <td className="order-lines__amount">{formatXof(order.deliveryFee)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={columns.length - 1}>
              {t('Total')}
            </th>
            <td className="order-lines__amount">{xofOrMissing(order.total)}</td>
          </tr>
        </>
      }
    >
      {order.items.map((line, index) => (
        // Lines have no id of their own, and an order's lines never move.
        <tr key={index}>
          <th scope="row">{line.title ?? missing}</th>
          <td>{line.size ?? missing}</td>
          <td>{line.color ?? missing}</td>
          <td>{line.quantity ?? missing}</td>
          <td className="order-lines__amount">{xofOrMissing(line.price)}</td>
          <td className="order-lines__amount">
            {line.price === undefined || line.quantity === undefined
              ? missing
              : formatXof(lineAmount({ price: line.price, quantity: line.quantity }))}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
