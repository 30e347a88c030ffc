import { useId } from 'react';
import { orderLimits } from '@kasuwa/contract/limits';
import { isPaymentReference } from '@kasuwa/contract/order-statuses';
import type { PaymentMethod } from '@kasuwa/contract/schemas';
import { useStaffText, type ShownText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-payments';
import { InputField, SelectField } from '../../../components/staff/form-fields';

interface PaymentMethodFieldsProps {
  payment: PaymentMethod;
  onPayment: (payment: PaymentMethod) => void;
  reference: string;
  onReference: (reference: string) => void;
}

/** How the customer paid, and a Mobile Money payment's reference: the fields a payment and its correction share. */
export function PaymentMethodFields({ payment, onPayment, reference, onReference }: PaymentMethodFieldsProps) {
  const id = useId();
  const { t } = useStaffText();
  return (
    <>
      <SelectField
        id={`${id}-method`}
        label={t('Paid by')}
        value={payment}
        onValue={(value) => onPayment(value as PaymentMethod)}
      >
        <option value="cash">{t('Cash')}</option>
        <option value="mobile-money">{t('Mobile Money')}</option>
      </SelectField>
      {payment === 'mobile-money' && (
        <InputField
          id={`${id}-reference`}
          label={t('Reference')}
          maxLength={orderLimits.paymentReferenceLength}
          value={reference}
          onValue={onReference}
        />
      )}
    </>
  );
}

/** What is wrong with a Mobile Money reference as typed (trimmed), or null when it may be recorded. */
export function referenceProblem(payment: PaymentMethod, reference: string): ShownText | null {
  if (payment !== 'mobile-money') return null;
  if (!reference) return 'Enter the Mobile Money reference from the operator’s SMS.';
  return isPaymentReference(reference)
    ? null
    : 'A reference holds only letters without accents, digits, spaces, “.”, “-” and “/”.';
}
