import { useId, useState, type FormEvent } from 'react';
import { orderLimits } from '@kasuwa/contract/limits';
import type { PaymentMethod } from '@kasuwa/contract/schemas';
import { paymentRefusals } from '@kasuwa/contract/refusals/payments';
import {
  asMessage,
  callableProblem,
  textMessage,
  useStaffText,
  type ShownText,
  type StaffTextId,
} from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useCorrectPayment } from '../api/correct-payment';
import { PaymentMethodFields, referenceProblem } from './payment-method-fields';
import '../../../components/staff/staff-text-fr-payments';
import { InputField } from '../../../components/staff/form-fields';
import { SaveButton, SideButton } from '../../../components/staff/form-buttons';

const methodLabel: Record<PaymentMethod, StaffTextId> = { cash: 'Cash', 'mobile-money': 'Mobile Money' };

/**
 * The owner's and the manager's correction of a payment recorded wrong: the method or the reference as
 * it really was, and why, sent to correctPayment with the money version this page shows, so a payment
 * that moved meanwhile (a hand-over, another correction) refuses it instead of being undone. Cash is
 * then the corrector's to hand over or close.
 */
export function PaymentCorrectionForm({ order }: { order: OrderRecord }) {
  const correct = useCorrectPayment();
  const id = useId();
  const { t } = useStaffText();
  const [open, setOpen] = useState(false);
  const [payment, setPayment] = useState<PaymentMethod>(order.payment === 'cash' ? 'mobile-money' : 'cash');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);

  if (!open) {
    return <SideButton onClick={() => setOpen(true)}>{t('Correct the payment')}</SideButton>;
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reference.trim();
    const wrong = referenceProblem(payment, trimmed);
    if (wrong) return setProblem(wrong);
    if (!reason.trim()) return setProblem('Say why the payment is corrected: the history keeps it.');
    setProblem(null);
    correct.mutate(
      {
        requestId: crypto.randomUUID(),
        orderId: order.id,
        moneyVersion: order.moneyVersion ?? 0,
        payment,
        ...(payment === 'mobile-money' && { reference: trimmed }),
        reason: reason.trim(),
      },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          notify({
            text: textMessage('Payment corrected: {method}', { method: asMessage(methodLabel[payment]) }),
            tone: 'success',
          });
        },
        onError: (error) => {
          console.error(`Could not correct the payment of ${order.id}:`, error);
          setProblem(
            callableProblem(error, 'The correction could not be recorded. Nothing was changed; try again.', {
              refusals: paymentRefusals,
            }),
          );
        },
      },
    );
  };

  return (
    <form className="phone-order__fields" onSubmit={save} aria-label={t('Correct the payment')}>
      <PaymentMethodFields payment={payment} onPayment={setPayment} reference={reference} onReference={setReference} />
      <InputField
        id={`${id}-reason`}
        label={t('Why it is corrected')}
        maxLength={orderLimits.correctionReasonLength}
        value={reason}
        onValue={setReason}
      />
      <p>{t('Cash is then yours to hand over or close; the former holder’s close lists the correction.')}</p>
      <div className="store-buttons">
        <SaveButton pending={correct.isPending} label={t('Record the correction')} />
        <SideButton onClick={() => setOpen(false)}>{t('Back')}</SideButton>
      </div>
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}
