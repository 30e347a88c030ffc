import { useId } from 'react';
import { Link } from 'react-router';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import type { ShopUserRecord } from '../../../components/store/shop-users-by-id';
import { RecordDate, missing } from '../../../components/staff/record-date';
import { useStaffText } from '../../../components/staff/staff-language';
import type { OrderLine, OrderRecord } from '../../../components/store/orders/order-record';
import { OrderStatusBadge } from '../../../components/store/orders/order-status';
import { OrderChannel, WebOrderCallNote } from '../../../components/store/orders/order-channel';
import { OrderCampaign } from './order-campaign';
import { storePaths } from '../../../lib/store-paths';

function lineText(line: OrderLine): string {
  const options = [line.size, line.color].filter(Boolean).join(', ');
  return `${line.title ?? missing} × ${line.quantity ?? missing}${options ? ` (${options})` : ''}`;
}

/**
 * One order of the list; its heading opens the order. `customer` is the shopper's details, when they
 * could be read: only an order stored without its customer's name needs them.
 */
export function OrderCard({ order, customer }: { order: OrderRecord; customer: ShopUserRecord | undefined }) {
  const headingId = useId();
  const { t } = useStaffText();
  const phone = order.phone ?? customer?.phone;
  const customerName = order.customerName ?? customer?.name;
  return (
    <article className="order-card store-surface" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-card__title">
        <Link to={storePaths.order.path(order.id)}>
          {t('Order')}{' '}
          {order.number === undefined ? <span className="order-card__id">{order.id}</span> : orderNumberLabel(order.number)}
        </Link>
      </h2>
      <dl className="order-card__fields">
        <div>
          <dt>{t('Date')}</dt>
          <dd>
            <RecordDate date={order.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('Status')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
            {order.rejection && <span className="order-card__line">{order.rejection}</span>}
            {order.cancelReason && <span className="order-card__line">{order.cancelReason}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('Came in by')}</dt>
          <dd>
            <OrderChannel order={order} />
            <WebOrderCallNote order={order} />
          </dd>
        </div>
        <div>
          <dt>{t('Total')}</dt>
          <dd className="order-card__total">{order.total === undefined ? missing : formatXof(order.total)}</dd>
        </div>
        <div>
          <dt>{t('Customer')}</dt>
          <dd>
            {customerName && <span className="order-card__line">{customerName}</span>}
            {phone && <span className="order-card__line">{phone}</span>}
            <span className="order-card__line order-card__id">{order.userId ?? missing}</span>
          </dd>
        </div>
        <div className="order-card__wide">
          <dt>{t('Items')}</dt>
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
          <dt>{t('Delivery address')}</dt>
          <dd>{order.deliveryAddress ?? missing}</dd>
        </div>
        {order.zoneName && (
          <div>
            <dt>{t('Zone')}</dt>
            <dd>
              {order.zoneName}
              {order.deliveryFee !== undefined && ` · ${t('delivery')} ${formatXof(order.deliveryFee)}`}
            </dd>
          </div>
        )}
        <OrderCampaign order={order} />
      </dl>
    </article>
  );
}
