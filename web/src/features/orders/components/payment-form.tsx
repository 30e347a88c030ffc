import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { lazy, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { salesStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import type { PaymentMethod } from '@kasuwa/contract/schemas';
import { RecordDate } from '../../../components/staff/record-date';
import {
  asMessage,
  useStaffText,
  verbatim,
  type ShownText,
  type StaffTextId,
  textMessage,
} from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { storePaths } from '../../../lib/store-paths';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { ReferenceTakenError, usePaymentHistory, useRecordPayment } from '../../../components/store/orders/record-payment';
import { useCan } from '../../../components/staff/staff-role';
import { auth } from '../../../lib/firebase/auth';
import { PaymentMethodFields, referenceProblem } from './payment-method-fields';
import '../../../components/staff/staff-text-fr-cash';
import '../../../components/staff/staff-text-fr-offline';
import '../../../components/staff/staff-text-fr-payments';
import { LazyPart } from '../../../components/staff/lazy-part';
import { SaveButton } from '../../../components/staff/form-buttons';

// Only the owner and managers correct a recorded payment: the others never download the form.
const PaymentCorrectionForm = lazy(() =>
  import('./payment-correction-form').then((module) => ({ default: module.PaymentCorrectionForm })),
);

const methodLabel: Record<PaymentMethod, StaffTextId> = { cash: 'Cash', 'mobile-money': 'Mobile Money' };
/** A method as staff read it; one the console does not know is shown as stored. */
const methodText = (payment: string | undefined): ShownText =>
  payment !== undefined && Object.hasOwn(methodLabel, payment) ? methodLabel[payment as PaymentMethod] : verbatim(payment ?? '-');

/** Every payment recorded before the current one, with who and when: a correction never hides the first. */
function EarlierPayments({ order }: { order: OrderRecord }) {
  const history = usePaymentHistory(order.id, order.paymentChangeId);
  const { t } = useStaffText();
  if (history.isError) return <p>{t('The earlier payments could not be loaded.')}</p>;
  const earlier = (history.data ?? []).filter((change) => change.id !== order.paymentChangeId);
  if (earlier.length === 0) return null;
  return (
    <>
      <p>{t('Recorded before:')}</p>
      <ul aria-label={t('Earlier payments')} className="order-detail__payments">
        {earlier.map((change) => (
          <li key={change.id}>
            {t(methodText(change.payment))}
            {change.reference && ` (${t('reference')} ${change.reference})`}, {change.byEmail ?? change.by}{' '}
            {change.reason && `${t('corrected: {reason}', { reason: change.reason })} `}
            <RecordDate date={change.at} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Where a cash payment's money is: in someone's hands since when (the staff member who holds it, on
 * /store/cash), or counted in a day's close (its sheet), after which the payment is corrected by an
 * adjustment of the close, not here.
 */
function CashWhereabouts({ order }: { order: OrderRecord }) {
  const { t } = useStaffText();
  if (order.cashClosedIn) {
    const day = order.cashClosedIn.split('_')[0] ?? '';
    return (
      <p>
        <Link to={storePaths.cashClose.path(order.cashClosedIn)}>{t('Counted in the close of {day}', { day })}</Link>{' '}
        {t('(a correction is an adjustment of the close)')}
      </p>
    );
  }
  if (!order.cashHolder) return null;
  return (
    <p>
      {order.cashHolder === auth.currentUser?.uid ? t('You hold this cash since') : t('Cash held by a member of staff since')}{' '}
      <RecordDate date={order.cashSince} /> (<Link to={storePaths.cash.path}>{t('Cash in hand')}</Link>)
    </p>
  );
}

/**
 * A payment once recorded is corrected by the owner or a manager, on the server (correctPayment);
 * whoever else works orders is told who corrects it.
 */
function Correction({ order }: { order: OrderRecord }) {
  const { t } = useStaffText();
  const works = useCan('orders');
  const answersForOthers = useCan('figures');
  if (!works) return null;
  if (!answersForOthers) return <p>{t('A payment recorded wrong is corrected by the owner or a manager.')}</p>;
  return (
    <LazyPart>
      <PaymentCorrectionForm order={order} />
    </LazyPart>
  );
}

/**
 * How the order was paid (cash, or Mobile Money with its reference), recorded once for its receipt,
 * corrected after that by the owner or a manager; and the receipt.
 */
export function PaymentForm({ order }: { order: OrderRecord }) {
  const record = useRecordPayment();
  const works = useCan('orders');
  const { t } = useStaffText();
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reference.trim();
    const wrong = referenceProblem(payment, trimmed);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    record.mutate(
      {
        orderId: order.id,
        payment,
        ...(payment === 'mobile-money' && { reference: trimmed }),
        moneyVersion: order.moneyVersion ?? 0,
        label: order.number === undefined ? order.id : orderNumberLabel(order.number),
      },
      {
        onSuccess: (outcome) =>
          notify({
            text: textMessage(
              outcome === 'queued'
                ? 'Payment recorded: {method} (not sent yet: it goes when the network is back)'
                : 'Payment recorded: {method}',
              { method: asMessage(methodLabel[payment]) },
            ),
            tone: 'success',
          }),
        onError: (error) => {
          if (error instanceof ReferenceTakenError) {
            setProblem(
              textMessage(
                'This Mobile Money reference is already recorded on order {order}: a reference pays one order. Nothing was changed.',
                { order: error.orderId },
              ),
            );
            return;
          }
          console.error(`Could not record the payment of ${order.id}:`, error);
          setProblem('The payment could not be recorded. Nothing was changed; try again.');
        },
      },
    );
  };

  return (
    <>
      <p>
        {order.payment ? (
          <>
            {t('Paid:')} {t(methodText(order.payment))}
            {order.paymentReference && ` (${t('reference')} ${order.paymentReference})`}, {t('recorded')}{' '}
            <RecordDate date={order.paidAt} />
          </>
        ) : (
          t('Not paid yet: the customer pays on delivery.')
        )}
      </p>
      <CashWhereabouts order={order} />
      <EarlierPayments order={order} />
      {order.payment && !order.cashClosedIn && !order.refunded && <Correction order={order} />}
      {works && !order.payment && order.zonePending && <p>{t('Set the order’s zone first: its fee is part of what is paid.')}</p>}
      {works && !order.payment && !order.zonePending && statusIn(salesStatuses, order.status) && (
        <form className="phone-order__fields" onSubmit={save} aria-label={t('Record the payment')}>
          <PaymentMethodFields payment={payment} onPayment={setPayment} reference={reference} onReference={setReference} />
          <SaveButton pending={record.isPending} label={t('Record payment')} />
        </form>
      )}
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
      {order.status !== 'rejected' && (
        <p>
          <Link to={storePaths.receipt.path(order.id)}>{t('Receipt (print or PDF)')}</Link>
        </p>
      )}
    </>
  );
}
