import { useParams } from 'react-router';
import { ListFailure, ListLoading, NoPageFound } from '../../components/staff/list-states';
import { textMessage, useStaffText } from '../../components/staff/staff-language';
import { telHref } from '../../lib/phone-links';
import { NotReadOffline, OfflineNotice } from '../../components/store/offline/offline-notice';
import { StorePage } from '../../components/store/store-page';
import { useCustomerOrders, useCustomerRecord } from './api/customer-record';
import { CustomerAccounts } from './components/customer-accounts';
import { CustomerFigures } from './components/customer-figures';
import { CustomerNotes } from '../../components/store/customers/customer-notes';
import { CustomerOrders } from './components/customer-orders';
import './customers.css';
import '../../components/staff/staff-text-fr-customers';
import '../../components/staff/staff-text-fr-people';

/**
 * /store/customers/:customerKey: one customer, by their phone number, whatever account (or none)
 * placed the orders: their figures (one document), their latest and first orders, who ordered with the
 * number, and the team's notes. At most 1 + 6 + 1 + 3 + 8 documents, whatever the years hold.
 */
export default function CustomerPage() {
  const { customerKey = '' } = useParams();
  if (!/^\d{6,15}$/.test(customerKey)) return <NoPageFound />;
  return <CustomerRecordPage key={customerKey} customerKey={customerKey} />;
}

function CustomerRecordPage({ customerKey }: { customerKey: string }) {
  const { t } = useStaffText();
  const record = useCustomerRecord(customerKey);
  const orders = useCustomerOrders(customerKey);
  const figures = record.data?.value;
  const name = figures?.name;
  const phone = figures?.phone || customerKey;
  const shownOrders = orders.data?.value;
  return (
    <StorePage title={textMessage('Customer {name}', { name: name || phone })}>
      <p className="customer-page__phone">
        <a href={telHref(phone)}>{phone}</a>
      </p>
      {record.data?.fromCache && <OfflineNotice syncedAt={record.data.syncedAt} />}
      {record.isPending ? (
        <ListLoading what="customer" />
      ) : record.isError ? (
        <ListFailure message="Failed to load the customer" retrying={record.isFetching} onRetry={() => void record.refetch()} />
      ) : figures === undefined ? (
        <NotReadOffline what="customer" />
      ) : figures === null ? (
        <p className="store-empty store-surface">{t('No order counted for this number yet.')}</p>
      ) : (
        <>
          <CustomerFigures record={figures} latest={shownOrders?.latest[0]} first={shownOrders?.first} />
          <CustomerAccounts record={figures} />
        </>
      )}
      <CustomerNotes customerKey={customerKey} />
      <section aria-labelledby="customer-orders-heading">
        <h2 id="customer-orders-heading">{t('Orders')}</h2>
        {orders.isPending ? (
          <ListLoading what="orders" />
        ) : orders.isError ? (
          <ListFailure message="Failed to load orders" retrying={orders.isFetching} onRetry={() => void orders.refetch()} />
        ) : orders.data.value.latest.length === 0 ? (
          orders.data.fromCache ? (
            <NotReadOffline what="list" />
          ) : (
            <p className="store-empty store-surface">{t('No orders yet.')}</p>
          )
        ) : (
          <CustomerOrders orders={orders.data.value.latest} total={figures?.orders ?? orders.data.value.latest.length} />
        )}
      </section>
    </StorePage>
  );
}
