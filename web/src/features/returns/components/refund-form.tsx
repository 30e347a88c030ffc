import { useId, useState, type FormEvent } from 'react';
import { UnsavedChangesGuard } from '../../../components/staff/unsaved-changes';
import { formatXof } from '@kasuwa/contract/money';
import { orderLimits } from '@kasuwa/contract/limits';
import { isPaymentReference } from '@kasuwa/contract/order-statuses';
import { returnRefusals } from '@kasuwa/contract/refusals/returns';
import { callableProblem, textMessage, useStaffText, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useRefundReturn, type ReturnRecord } from '../api/returns';
import '../../../components/staff/staff-text-fr-payments';
import '../../../components/staff/staff-text-fr-returns';
import { InputField, NumberField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';

/**
 * The refund of a return, by the method the customer paid with (the terms): the amount, at most the
 * return's value and what is left of what was paid, and a Mobile Money refund's reference. A cash
 * refund comes out of the refunder's cash and counts in their close.
 */
export function RefundForm({ order, refunded }: { order: OrderRecord; refunded: ReturnRecord }) {
  const refund = useRefundReturn();
  const { t } = useStaffText();
  const ids = { amount: useId(), reference: useId() };
  const left = Math.max(0, (order.total ?? 0) - (order.refunded ?? 0));
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(String(Math.min(refunded.amount ?? 0, left)));
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);
  const method = order.payment;
  if (method !== 'cash' && method !== 'mobile-money')
    return <p>{t('Nothing was paid on this order: there is nothing to refund.')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!/^\d+$/.test(amount.trim()) || value < 1) return setProblem('Enter the amount refunded, in F CFA.');
    if (method === 'mobile-money' && !reference.trim())
      return setProblem('Enter the Mobile Money reference from the operator’s SMS.');
    if (method === 'mobile-money' && !isPaymentReference(reference.trim()))
      return setProblem('A reference holds only letters without accents, digits, spaces, “.”, “-” and “/”.');
    setProblem(null);
    refund.mutate(
      {
        requestId,
        returnId: refunded.id,
        method,
        amount: value,
        ...(method === 'mobile-money' ? { reference: reference.trim() } : {}),
      },
      {
        onSuccess: (done) => {
          notify({ text: textMessage('Refunded: {amount}', { amount: formatXof(done.amount) }), tone: 'success' });
          setRequestId(crypto.randomUUID());
          setReference('');
        },
        onError: (error) => {
          console.error(`Refunding return ${refunded.id} failed:`, error);
          setProblem(
            callableProblem(error, 'The refund could not be recorded. Nothing was changed; try again.', {
              refusals: returnRefusals,
            }),
          );
        },
      },
    );
  };

  return (
    <form className="refund-form" onSubmit={submit} noValidate aria-label={t('Refund this return')}>
      <UnsavedChangesGuard dirty={!refund.isPending && reference.trim() !== ''} />
      <p>{t(method === 'cash' ? 'Refund in cash, as the customer paid.' : 'Refund by Mobile Money, as the customer paid.')}</p>
      <NumberField id={ids.amount} label={t('Amount refunded (F CFA)')} min={1} value={amount} onValue={setAmount} />
      {method === 'mobile-money' && (
        <InputField
          id={ids.reference}
          label={t('Mobile Money reference of the refund')}
          maxLength={orderLimits.paymentReferenceLength}
          value={reference}
          onValue={setReference}
        />
      )}
      <SaveButton pending={refund.isPending} label={t('Record the refund')} />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}
