import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { closeCashDayInputSchema, type CloseCashDayOutput } from '@kasuwa/contract/cash-close';
import { formatXof } from '@kasuwa/contract/money';
import { cashRefusals } from '@kasuwa/contract/refusals/cash';
import { callableProblem, textMessage, useStaffText, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useCan } from '../../../components/staff/staff-role';
import { auth } from '../../../lib/firebase/auth';
import { storePaths } from '../../../lib/store-paths';
import { useCashHeldBy, useCashInHand } from '../api/cash';
import { useCashRefundsBy, useCloseCashDay } from '../api/closes';
import { signedXof } from '../close-sheet';
import '../../../components/staff/staff-text-fr-cash';
import { NumberField, SelectField, TextAreaField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';
import { TitledSurface } from '../../../components/staff/titled-surface';

/** Whose cash may be closed: one's own, and for the owner and the manager everyone holding some. */
function useHolders(me: string) {
  const answersForOthers = useCan('figures');
  const everyone = useCashInHand(answersForOthers);
  const { t } = useStaffText();
  const others = (everyone.data ?? []).filter((held) => held.holder !== me);
  return [{ uid: me, name: t('You') }, ...others.map((held) => ({ uid: held.holder, name: held.email ?? held.holder }))];
}

/**
 * The day's close of one person's cash: the cash payments they hold less the cash refunds they paid
 * out (expected),
 * the amount counted, and a note, which a difference needs. The server refuses the close when the cash
 * held changed since it was shown, so what was counted is what is recorded.
 */
export function CloseDayForm() {
  const me = auth.currentUser?.uid ?? '';
  const holders = useHolders(me);
  const close = useCloseCashDay();
  const ids = { holder: useId(), counted: useId(), note: useId() };
  const [holder, setHolder] = useState(me);
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);
  const [closed, setClosed] = useState<CloseCashDayOutput | null>(null);
  const held = useCashHeldBy(holder);
  const refunds = useCashRefundsBy(holder);
  const { t } = useStaffText();
  const collected = (held.data ?? []).reduce((sum, order) => sum + (order.total ?? 0), 0);
  const refunded = (refunds.data ?? []).reduce((sum, refund) => sum + refund.amount, 0);
  const expected = collected - refunded;
  const ready = held.data !== undefined && refunds.data !== undefined;
  const difference = /^\d+$/.test(counted.trim()) ? Number(counted) - expected : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const read = closeCashDayInputSchema.safeParse({
      holder,
      expected,
      counted: Number(counted),
      ...(note.trim() ? { note } : {}),
    });
    if (difference === null) return setProblem('Enter the amount you counted, in F CFA.');
    if (!read.success) return setProblem('Say why the count differs from what is expected.');
    if (!window.confirm(t('Close this cash for today? A close is never changed afterwards.'))) return;
    setProblem(null);
    close.mutate(read.data, {
      onSuccess: (answer) => {
        notify({ text: textMessage('Closed: {amount} counted', { amount: formatXof(answer.counted) }), tone: 'success' });
        setClosed(answer);
        setCounted('');
        setNote('');
      },
      onError: (error) => {
        console.error('Closing the day failed:', error);
        setProblem(
          callableProblem(error, 'The day could not be closed. Nothing was changed; try again.', { refusals: cashRefusals }),
        );
      },
    });
  };

  return (
    <TitledSurface block="close-day" title={t('Close the day')} onSubmit={submit}>
      <SelectField
        id={ids.holder}
        label={t('Cash held by')}
        value={holder}
        onValue={(value) => {
          setHolder(value);
          setClosed(null);
          setProblem(null);
        }}
      >
        {holders.map((option) => (
          <option key={option.uid} value={option.uid}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {(held.isPending || refunds.isPending) && <p role="status">{t('Loading cash held…')}</p>}
      {(held.isError || refunds.isError) && <StaffMessage notice={{ text: 'Failed to load cash held', tone: 'error' }} />}
      {ready && refunded > 0 && (
        <p>
          {t('{count} cash payments held: {amount}', { count: held.data.length, amount: formatXof(collected) })}{' '}
          {t('less {count} cash refunds paid out: {amount}', { count: refunds.data.length, amount: formatXof(refunded) })}
        </p>
      )}
      {ready && (
        <p className="close-day__expected">
          {t('{count} cash payments held: {amount} expected', { count: held.data.length, amount: formatXof(expected) })}
        </p>
      )}
      <NumberField id={ids.counted} label={t('Amount counted (F CFA)')} min={0} value={counted} onValue={setCounted} />
      {difference !== null && difference !== 0 && (
        <p className="cash-in-hand__flag">{t('Difference: {amount}', { amount: signedXof(difference) })}</p>
      )}
      <TextAreaField
        id={ids.note}
        label={t('Note (needed for a difference)')}
        maxLength={300}
        rows={2}
        value={note}
        onValue={setNote}
      />
      <SaveButton pending={close.isPending} label={t('Close the day')} pendingLabel={t('Closing…')} disabled={!ready} />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
      {closed && (
        <p role="status">
          <Link to={storePaths.cashClose.path(closed.closeId)}>{t('Open the close sheet')}</Link>
        </p>
      )}
    </TitledSurface>
  );
}
