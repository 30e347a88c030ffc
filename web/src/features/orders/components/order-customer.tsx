import { customerKeyOf } from '@kasuwa/contract/customers';
import { CustomerLink } from '../../../components/store/customers/customer-link';
import { CustomerNotes } from '../../../components/store/customers/customer-notes';
import type { ShopUserRecord } from '../../../components/store/shop-users-by-id';
import { missing } from '../../../components/staff/record-date';
import { telHref } from '../../../lib/phone-links';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { customerChatHref } from '../customer-message';
import { LinkPhoneOrders } from '../../../components/store/orders/link-phone-orders';
import { OrderCampaign } from './order-campaign';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-customers';
import '../../../components/staff/staff-text-fr-people';

/** Who ordered and where it goes, with a call link and a WhatsApp message ready in French. */
export function OrderCustomer({ order, customer }: { order: OrderRecord; customer: ShopUserRecord | undefined }) {
  const phone = order.phone ?? customer?.phone;
  const chatHref = customerChatHref(order, customer?.name, phone);
  const { t } = useStaffText();
  const customerKey = customerKeyOf(phone);
  return (
    <>
      <dl className="order-card__fields">
        <div>
          <dt>{t('Name')}</dt>
          <dd>{customer?.name ?? missing}</dd>
        </div>
        <div>
          <dt>{t('Phone')}</dt>
          <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : missing}</dd>
        </div>
        <div>
          <dt>{t('Email')}</dt>
          <dd>{customer?.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : missing}</dd>
        </div>
        <div>
          <dt>{t('Zone')}</dt>
          <dd>{order.zoneName ?? missing}</dd>
        </div>
        {customer?.zone && customer.zone !== order.zoneName && (
          <div>
            <dt>{t('Zone in their profile')}</dt>
            <dd>{customer.zone}</dd>
          </div>
        )}
        <OrderCampaign order={order} />
        <div className="order-card__wide">
          <dt>{t('Delivery address')}</dt>
          <dd>{order.deliveryAddress ?? missing}</dd>
        </div>
        <div className="order-card__wide">
          <dt>{t('User ID')}</dt>
          <dd className="order-card__id">{order.userId ?? missing}</dd>
        </div>
      </dl>
      <LinkPhoneOrders phone={order.phone} keptOnNumber={order.userId?.startsWith('phone-') === true} about={order.id} />
      {customerKey && (
        <>
          <p className="order-detail__record">
            <CustomerLink phone={phone}>{t('Customer record')}</CustomerLink>
          </p>
          <CustomerNotes customerKey={customerKey} headingLevel={3} />
        </>
      )}
      {chatHref && (
        <a
          className="admin-button admin-button--inline order-detail__chat"
          href={chatHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('Message on WhatsApp')}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
      )}
    </>
  );
}
