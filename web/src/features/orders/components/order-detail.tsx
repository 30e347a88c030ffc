import { lazy, useId, type ComponentType, type ReactNode } from 'react';
import { RecordDate } from '../../../components/staff/record-date';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import type { ShopUserRecord } from '../../../components/store/shop-users-by-id';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { OrderStatusBadge } from '../../../components/store/orders/order-status';
import { OrderChannel, WebOrderCallNote } from '../../../components/store/orders/order-channel';
import { HoldNotice } from './hold-notice';
import { OrderCustomer } from './order-customer';
import { OrderDetailsForm } from './order-details-form';
import { OrderLines } from './order-lines';
import { PaymentForm } from './payment-form';
import { StatusActions } from './status-actions';
import { StatusHistory } from './status-history';
import { useCan } from '../../../components/staff/staff-role';
import { failureReasonLabels } from '../../../components/store/orders/failure-fields';
import { RunAssignment } from './run-assignment';
import type { DeliveryFailureReason } from '@kasuwa/contract/schemas';
import { LazyPart } from '../../../components/staff/lazy-part';

// Shown for some orders only (no zone yet): loaded when shown.
const ZoneSetter = lazy(() => import('./zone-setter').then((module) => ({ default: module.ZoneSetter })));

function Section({ title, children }: { title: StaffTextId; children: ReactNode }) {
  const headingId = useId();
  const { t } = useStaffText();
  return (
    <section className="order-detail__section store-surface" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-detail__heading">
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

/** Why the order's last delivery failed, as the rider or staff recorded it. */
function FailureNotice({ order }: { order: OrderRecord }) {
  const { t } = useStaffText();
  const reason = order.failureReason;
  const label =
    reason && Object.hasOwn(failureReasonLabels, reason) ? t(failureReasonLabels[reason as DeliveryFailureReason]) : reason;
  if (!label) return null;
  return (
    <p>
      {t('Delivery failed: {reason}', { reason: label })}
      {order.failureNote && ` — ${order.failureNote}`}
    </p>
  );
}

/** The returns of a delivered order (or one cancelled after payment): another feature's, loaded when shown. */
export type OrderReturnsPart = ComponentType<{ order: OrderRecord }>;

interface OrderDetailProps {
  order: OrderRecord;
  customer: ShopUserRecord | undefined;
  returns: OrderReturnsPart;
}

/** An order: status and its moves, lines and total, payment and receipt, its details for the delivery, customer, history. */
export function OrderDetail({ order, customer, returns: OrderReturns }: OrderDetailProps) {
  const { t } = useStaffText();
  const works = useCan('orders');
  return (
    <div className="order-detail">
      <Section title="Status">
        <p className="order-detail__status">
          <OrderStatusBadge status={order.status} /> {t('placed')} <RecordDate date={order.createdAt} /> · {t('Came in by')}{' '}
          <OrderChannel order={order} />
        </p>
        <WebOrderCallNote order={order} />
        {order.rejection && <p>{t('Rejected: {reason}', { reason: order.rejection })}</p>}
        {order.cancelReason && <p>{t('Reason: {reason}', { reason: order.cancelReason })}</p>}
        {order.status === 'deliveryFailed' && <FailureNotice order={order} />}
        <HoldNotice order={order} />
        {works && order.zonePending && order.status === 'new' && (
          <LazyPart>
            <ZoneSetter order={order} />
          </LazyPart>
        )}
        {works && <StatusActions order={order} />}
      </Section>
      <Section title="Items">
        <OrderLines order={order} />
      </Section>
      <Section title="Payment">
        <PaymentForm order={order} />
      </Section>
      {(order.status === 'delivered' || (order.status === 'cancelled' && order.payment)) && (
        <Section title="Returns">
          <LazyPart>
            <OrderReturns order={order} />
          </LazyPart>
        </Section>
      )}
      <Section title="Delivery">
        <RunAssignment order={order} />
        <OrderDetailsForm order={order} />
      </Section>
      <Section title="Customer">
        <OrderCustomer order={order} customer={customer} />
      </Section>
      <Section title="History">
        <StatusHistory order={order} />
      </Section>
    </div>
  );
}
