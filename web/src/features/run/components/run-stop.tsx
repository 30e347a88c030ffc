import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import type { OrderStatus } from '@kasuwa/contract/schemas';
import { missing } from '../../../components/staff/record-date';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { asMessage, textMessage, useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { telHref, whatsAppHref } from '../../../lib/phone-links';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { OrderMovedError, useMoveOrder, type OrderMove } from '../../../components/store/orders/move-order';
import { useRecordPayment } from '../../../components/store/orders/record-payment';
import { FailureFields, useFailureQuestion } from '../../../components/store/orders/failure-fields';
import { OrderStatusBadge, statusLabel } from '../../../components/store/orders/order-status';
import { OrderChannel } from '../../../components/store/orders/order-channel';
import { myRunKey } from '../api/my-run';
import type { WriteOutcome } from '../../../components/store/offline/send-or-queue';
import '../../../components/staff/staff-text-fr-offline';
import { SaveButton, SideButton } from '../../../components/staff/form-buttons';

const itemsText = (order: OrderRecord) =>
  order.items.map((line) => `${line.quantity ?? '?'} × ${line.title ?? missing}`).join(', ');

/**
 * One stop of the rider's run: who, where, what to collect, a call and a WhatsApp button, and one tap
 * per outcome: out, delivered with the cash collected (recorded first, then the move), delivered
 * already paid, or failed with its reason.
 */
export function RunStop({ order }: { order: OrderRecord }) {
  const move = useMoveOrder();
  const pay = useRecordPayment();
  const queryClient = useQueryClient();
  const [failing, setFailing] = useState(false);
  const failureQuestion = useFailureQuestion();
  const [problem, setProblem] = useState<StaffTextId | null>(null);
  const { t } = useStaffText();
  const number = order.number === undefined ? order.id : orderNumberLabel(order.number);
  const status = order.status as OrderStatus;
  const due = order.payment ? 0 : (order.total ?? 0);
  const busy = move.isPending || pay.isPending;

  const moved = (to: OrderStatus, outcome: WriteOutcome) => {
    const said =
      outcome === 'queued' ? 'Order {id}: {status} (not sent yet: it goes when the network is back)' : 'Order {id}: {status}';
    notify({ text: textMessage(said, { id: number, status: asMessage(statusLabel(to)) }), tone: 'success' });
    return queryClient.invalidateQueries({ queryKey: myRunKey });
  };
  const failed = (error: unknown, what: string) => {
    console.error(`${what} of order ${order.id} failed:`, error);
    void queryClient.invalidateQueries({ queryKey: myRunKey });
    setProblem(
      error instanceof OrderMovedError
        ? 'This order was changed meanwhile: the run is shown again.'
        : 'Nothing was saved: check the network and try again.',
    );
  };
  /** Whether the move was saved. */
  const moveTo = async (to: OrderStatus, more: Pick<OrderMove, 'failure'> = {}): Promise<boolean> => {
    setProblem(null);
    let outcome: WriteOutcome;
    try {
      outcome = await move.mutateAsync({ orderId: order.id, from: status, to, label: number, ...more });
    } catch (error) {
      failed(error, `Moving to ${to}`);
      return false;
    }
    setFailing(false);
    await moved(to, outcome);
    return true;
  };
  const deliveredWithCash = async () => {
    setProblem(null);
    try {
      await pay.mutateAsync({ orderId: order.id, payment: 'cash', moneyVersion: order.moneyVersion ?? 0, label: number });
    } catch (error) {
      return failed(error, 'Recording the cash');
    }
    if (!(await moveTo('delivered'))) {
      setProblem('The cash is recorded, the delivery is not: tap “Mark as delivered” again.');
    }
  };
  const recordFailure = (event: FormEvent) => {
    event.preventDefault();
    const failure = failureQuestion.failure();
    if (failure) void moveTo('deliveryFailed', { failure });
  };

  return (
    <li className="run-stop store-surface">
      <h2 className="run-stop__title">
        {order.runPosition !== undefined && <span className="run-stop__place">{order.runPosition}</span>} {number}{' '}
        <OrderStatusBadge status={order.status} />
      </h2>
      <p className="run-stop__who">
        {order.customerName ?? missing} <OrderChannel order={order} />
      </p>
      <p>{order.deliveryAddress ?? missing}</p>
      {order.deliveryNote && <p className="run-stop__note">{order.deliveryNote}</p>}
      <p className="run-stop__items">{itemsText(order)}</p>
      <p className="run-stop__due">
        {due > 0 ? t('To collect: {amount}', { amount: formatXof(due) }) : t('Paid: nothing to collect')}
      </p>
      {order.phone && (
        <p className="store-buttons">
          <a className="admin-button admin-button--secondary admin-button--inline" href={telHref(order.phone)}>
            {t('Call')}
          </a>
          <a
            className="admin-button admin-button--secondary admin-button--inline"
            href={whatsAppHref(order.phone)}
            target="_blank"
            rel="noreferrer"
          >
            {t('WhatsApp')}
          </a>
        </p>
      )}
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
      {failing ? (
        <form className="store-question" onSubmit={recordFailure} noValidate aria-label={t('Delivery failed')}>
          <FailureFields {...failureQuestion.fields} />
          <div className="store-buttons">
            <SaveButton pending={busy} label={t('Record the failed delivery')} />
            <SideButton onClick={() => setFailing(false)}>{t('Back')}</SideButton>
          </div>
        </form>
      ) : (
        <div className="store-buttons run-stop__outcomes">
          {(status === 'confirmed' || status === 'deliveryFailed') && (
            <button
              type="button"
              className="admin-button admin-button--inline"
              disabled={busy}
              onClick={() => void moveTo('outForDelivery')}
            >
              {t('Send out for delivery')}
            </button>
          )}
          {status === 'outForDelivery' && (
            <>
              {due > 0 ? (
                <button
                  type="button"
                  className="admin-button admin-button--inline"
                  disabled={busy}
                  onClick={() => void deliveredWithCash()}
                >
                  {t('Delivered, {amount} cash collected', { amount: formatXof(due) })}
                </button>
              ) : null}
              <button
                type="button"
                className={`admin-button admin-button--inline${due > 0 ? ' admin-button--secondary' : ''}`}
                disabled={busy}
                onClick={() => void moveTo('delivered')}
              >
                {t(due > 0 ? 'Delivered, paid otherwise' : 'Mark as delivered')}
              </button>
              <SideButton disabled={busy} onClick={() => setFailing(true)}>
                {t('Delivery failed…')}
              </SideButton>
            </>
          )}
        </div>
      )}
    </li>
  );
}
