import { useId } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import type { OrderStatus } from '@kasuwa/contract/schemas';
import type { ShopUserRecord } from '../../shop-users/api/list-shop-users';
import { RecordDate, missing } from '../../../../components/staff/record-date';
import type { OrderLine, OrderRecord } from '../api/list-orders';

const statusLabels: Record<OrderStatus, string> = {
  pending: 'Being priced',
  new: 'New',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

const labelOf = (status: string) => (status in statusLabels ? statusLabels[status as OrderStatus] : status);

function lineText(line: OrderLine): string {
  const options = [line.size, line.color].filter(Boolean).join(', ');
  return `${line.title ?? missing} × ${line.quantity ?? missing}${options ? ` (${options})` : ''}`;
}

/** One order; `customer` is the shopper's details from zzstoreUsers, when they could be read. */
export function OrderCard({ order, customer }: { order: OrderRecord; customer: ShopUserRecord | undefined }) {
  const headingId = useId();
  const phone = order.phone ?? customer?.phone;
  return (
    <article className="order-card store-surface" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-card__title">
        Order <span className="order-card__id">{order.id}</span>
      </h2>
      <dl className="order-card__fields">
        <div>
          <dt>Date</dt>
          <dd>
            <RecordDate date={order.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className="order-status" data-status={order.status}>
              {order.status ? labelOf(order.status) : missing}
            </span>
            {order.rejection && <span className="order-card__line">{order.rejection}</span>}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="order-card__total">{order.total === undefined ? missing : formatXof(order.total)}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {customer?.name && <span className="order-card__line">{customer.name}</span>}
            {phone && <span className="order-card__line">{phone}</span>}
            <span className="order-card__line order-card__id">{order.userId ?? missing}</span>
          </dd>
        </div>
        <div className="order-card__wide">
          <dt>Items</dt>
          <dd>
            {order.items.length === 0 ? (
              missing
            ) : (
              <ul className="order-card__items">
                {order.items.map((line, index) => (
                  // Lines have no id of their own, and an order's lines never move.
                  <li key={index}>{lineText(line)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="order-card__wide">
          <dt>Delivery address</dt>
          <dd>{order.deliveryAddress ?? missing}</dd>
        </div>
      </dl>
    </article>
  );
}
