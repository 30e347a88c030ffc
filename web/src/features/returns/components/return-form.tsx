import { useId, useState, type FormEvent } from 'react';
import { UnsavedChangesGuard } from '../../../components/staff/unsaved-changes';
import { formatXof } from '@kasuwa/contract/money';
import { returnTerms } from '@kasuwa/contract/return-terms';
import { cancelledReason, returnReasons, type ReturnReason } from '@kasuwa/contract/returns';
import { returnRefusals } from '@kasuwa/contract/refusals/returns';
import {
  callableProblem,
  textMessage,
  useStaffText,
  type ShownText,
  type StaffTextId,
} from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useCan } from '../../../components/staff/staff-role';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useRecordReturn } from '../api/returns';
import '../../../components/staff/staff-text-fr-returns';
import { SelectField, TextAreaField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';

export const reasonLabels: Record<ReturnReason, StaffTextId> = {
  withdrawal: 'Withdrawal (no reason needed)',
  defective: 'Defective',
  'not-as-ordered': 'Not as ordered',
};

/** What staff read for an entry's reason: a return's, or a cancelled paid order's (nothing came back). */
export const entryReasonLabel = (reason: string | undefined): StaffTextId | undefined =>
  reason === cancelledReason
    ? 'Cancelled after payment: all of it is owed back'
    : reason && Object.hasOwn(reasonLabels, reason)
      ? reasonLabels[reason as ReturnReason]
      : undefined;

const dayMs = 86_400_000;

/** Past the terms' 7 days from delivery (an order with no delivery time counts as past). */
export const pastReturnWindow = (deliveredAt: Date | undefined, now = Date.now()) =>
  !deliveredAt || now - deliveredAt.getTime() > returnTerms.windowDays * dayMs;

/**
 * What a customer brings back of a delivered order: per line, how many units and whether they go back
 * on sale; the reason; past the 7 days, the override's why (the owner and the manager only). The
 * server checks it all again: units bought, the days, the categories the terms exclude.
 */
export function ReturnForm({ order }: { order: OrderRecord }) {
  const record = useRecordReturn();
  const overrides = useCan('figures');
  const { t } = useStaffText();
  const formId = useId();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [units, setUnits] = useState<Record<number, string>>({});
  const [damaged, setDamaged] = useState<ReadonlySet<number>>(new Set());
  const [reason, setReason] = useState<ReturnReason>('withdrawal');
  const [note, setNote] = useState('');
  const [override, setOverride] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);
  const late = pastReturnWindow(order.statusChangedAt);
  const lines = order.items.map((item, line) => ({
    ...item,
    line,
    left: (item.quantity ?? 0) - (order.returnedUnits?.[line] ?? 0),
  }));
  const chosen = lines
    .map((line) => ({
      line: line.line,
      quantity: Number(units[line.line] ?? 0),
      restock: !damaged.has(line.line),
      price: line.price ?? 0,
    }))
    .filter((line) => line.quantity > 0);
  const amount = chosen.reduce((sum, line) => sum + line.price * line.quantity, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = lines.find((line) => {
      const typed = units[line.line] ?? '';
      return typed !== '' && (!/^\d+$/.test(typed) || Number(typed) > line.left);
    });
    if (wrong || chosen.length === 0) return setProblem('Enter how many units of each line come back, no more than were bought.');
    if (late && !override.trim()) return setProblem('Past the 7 days, say why the shop takes it back.');
    if (!window.confirm(t('Record this return of {amount}? Restocked units go back on sale.', { amount: formatXof(amount) })))
      return;
    setProblem(null);
    record.mutate(
      {
        requestId,
        orderId: order.id,
        lines: chosen.map(({ line, quantity, restock }) => ({ line, quantity, restock })),
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(late ? { override: override.trim() } : {}),
      },
      {
        onSuccess: (recorded) => {
          notify({ text: textMessage('Return recorded: {amount}', { amount: formatXof(recorded.amount) }), tone: 'success' });
          setRequestId(crypto.randomUUID());
          setUnits({});
          setDamaged(new Set());
          setNote('');
          setOverride('');
        },
        onError: (error) => {
          console.error(`Recording a return of ${order.id} failed:`, error);
          setProblem(
            callableProblem(error, 'The return could not be recorded. Nothing was changed; try again.', {
              refusals: returnRefusals,
            }),
          );
        },
      },
    );
  };

  if (late && !overrides) return <p>{t('Past the 7 days of the terms: only the owner or the manager may take it back.')}</p>;
  return (
    <form className="return-form" onSubmit={submit} noValidate aria-label={t('Record a return')}>
      <UnsavedChangesGuard
        dirty={
          !record.isPending &&
          (Object.values(units).some((typed) => typed.trim() !== '') || note.trim() !== '' || override.trim() !== '')
        }
      />
      <fieldset className="return-form__lines">
        <legend>{t('Units coming back')}</legend>
        {lines.map((line) => (
          <div key={line.line} className="return-form__line">
            <label htmlFor={`${formId}-${line.line}`}>
              {line.title ?? '?'}
              {[line.size, line.color].filter(Boolean).length > 0 &&
                ` (${[line.size, line.color].filter(Boolean).join(', ')})`}{' '}
              {t('— {count} can come back', { count: line.left })}
            </label>
            <input
              id={`${formId}-${line.line}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.left}
              disabled={line.left <= 0}
              value={units[line.line] ?? ''}
              onChange={(event) => setUnits({ ...units, [line.line]: event.target.value })}
            />
            <label className="return-form__damaged">
              <input
                type="checkbox"
                checked={damaged.has(line.line)}
                onChange={() => {
                  const next = new Set(damaged);
                  if (!next.delete(line.line)) next.add(line.line);
                  setDamaged(next);
                }}
              />{' '}
              {t('Damaged: not back on sale')}
            </label>
          </div>
        ))}
      </fieldset>
      <SelectField
        id={`${formId}-reason`}
        label={t('Reason')}
        value={reason}
        onValue={(value) => setReason(value as ReturnReason)}
      >
        {returnReasons.map((option) => (
          <option key={option} value={option}>
            {t(reasonLabels[option])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${formId}-note`}
        label={t('Note (optional)')}
        rows={2}
        maxLength={returnTerms.noteLength}
        value={note}
        onValue={setNote}
      />
      {late && (
        <TextAreaField
          id={`${formId}-override`}
          label={t('Past the 7 days: why the shop takes it back')}
          rows={2}
          maxLength={returnTerms.noteLength}
          value={override}
          onValue={setOverride}
        />
      )}
      <p>{t('Value at the price paid: {amount}', { amount: formatXof(amount) })}</p>
      <SaveButton pending={record.isPending} label={t('Record the return')} />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}
