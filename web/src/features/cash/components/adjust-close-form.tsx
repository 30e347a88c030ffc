import { useId, useState, type FormEvent } from 'react';
import { adjustCashCloseInputSchema } from '@kasuwa/contract/cash-close';
import { cashRefusals } from '@kasuwa/contract/refusals/cash';
import { callableProblem, useStaffText, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useAdjustCashClose } from '../api/closes';
import '../../../components/staff/staff-text-fr-cash';
import { InputField, TextAreaField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';
import { TitledSurface } from '../../../components/staff/titled-surface';

/**
 * The owner's and the manager's correction of a close: an amount (more cash found is positive, less
 * negative) and why, recorded on today's date beside the close, which stays as it was. One request id
 * per adjustment, kept through retries.
 */
export function AdjustCloseForm({ closeId }: { closeId: string }) {
  const adjust = useAdjustCashClose();
  const ids = { amount: useId(), note: useId() };
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);
  const { t } = useStaffText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = adjustCashCloseInputSchema.safeParse({ requestId, closeId, amount: Number(amount), note });
    if (!/^[-+]?\d+$/.test(amount.trim()) || !read.success) {
      setProblem('Enter an amount other than 0 (negative when cash is missing) and say why.');
      return;
    }
    if (!window.confirm(t('Record this adjustment? It stays beside the close for good.'))) return;
    setProblem(null);
    adjust.mutate(read.data, {
      onSuccess: () => {
        notify({ text: 'Adjustment recorded', tone: 'success' });
        setRequestId(crypto.randomUUID());
        setAmount('');
        setNote('');
      },
      onError: (error) => {
        console.error(`Adjusting close ${closeId} failed:`, error);
        setProblem(
          callableProblem(error, 'The adjustment could not be recorded. Nothing was changed; try again.', {
            refusals: cashRefusals,
          }),
        );
      },
    });
  };

  return (
    <TitledSurface block="close-adjust" title={t('Record an adjustment')} onSubmit={submit}>
      <InputField
        id={ids.amount}
        label={t('Amount (F CFA, negative when missing)')}
        inputMode="numeric"
        value={amount}
        onValue={setAmount}
      />
      <TextAreaField id={ids.note} label={t('Why')} maxLength={300} rows={2} value={note} onValue={setNote} />
      <SaveButton pending={adjust.isPending} label={t('Record the adjustment')} secondary />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </TitledSurface>
  );
}
