import { useId, useState, type FormEvent } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { cashRefusals } from '@kasuwa/contract/refusals/cash';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { RecordDate } from '../../../components/staff/record-date';
import { callableProblem, textMessage, useStaffText, type ShownText } from '../../../components/staff/staff-language';
import { useRiders } from '../../../components/store/orders/riders';
import { RiderSelect } from '../../../components/store/orders/rider-select';
import { useCashHeldBy, useReceiveCash } from '../api/cash';
import '../../../components/staff/staff-text-fr-cash';
import { Field, NumberField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';

/**
 * The cash a rider hands over, counted by the staff member who receives it: the rider's cash payments
 * (all chosen), their total, and the amount counted, which the server compares with the total before
 * anything is recorded. One request id per hand-over, kept through retries, so a hand-over sent again
 * on a bad network is recorded once.
 */
export function ReceiveCashForm() {
  const riders = useRiders(true);
  const receive = useReceiveCash();
  const ids = { rider: useId(), amount: useId() };
  const [riderId, setRiderId] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [counted, setCounted] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);
  const held = useCashHeldBy(riderId);
  const { t } = useStaffText();
  const chosen = (held.data ?? []).filter((order) => !left.has(order.id));
  const due = chosen.reduce((sum, order) => sum + (order.total ?? 0), 0);

  const choose = (next: string) => {
    setRiderId(next);
    setLeft(new Set());
    setCounted('');
    setProblem(null);
  };
  const toggle = (orderId: string) => {
    const next = new Set(left);
    if (!next.delete(orderId)) next.add(orderId);
    setLeft(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(counted);
    if (!riderId || chosen.length === 0) return setProblem('Choose a rider and at least one order.');
    if (!Number.isInteger(amount) || amount < 1) return setProblem('Enter the amount you counted, in F CFA.');
    setProblem(null);
    receive.mutate(
      { requestId, from: riderId, orderIds: chosen.map((order) => order.id), amount },
      {
        onSuccess: (recorded) => {
          notify({
            text: textMessage('{amount} received for {count} orders', {
              amount: formatXof(recorded.amount),
              count: recorded.orders,
            }),
            tone: 'success',
          });
          setRequestId(crypto.randomUUID());
          setCounted('');
          setLeft(new Set());
        },
        onError: (error) => {
          console.error('Receiving cash failed:', error);
          setProblem(
            callableProblem(error, 'The cash could not be recorded. Nothing was changed; try again.', { refusals: cashRefusals }),
          );
        },
      },
    );
  };

  return (
    <form className="store-surface receive-cash" onSubmit={submit} noValidate aria-label={t('Receive cash from a rider')}>
      <Field id={ids.rider} label={t('Rider')}>
        <RiderSelect id={ids.rider} riders={riders} value={riderId} onChange={choose} />
      </Field>
      {riderId && held.isPending && <p role="status">{t('Loading cash held…')}</p>}
      {held.isError && <StaffMessage notice={{ text: 'Failed to load cash held', tone: 'error' }} />}
      {held.data && held.data.length === 0 && <p>{t('This rider holds no cash.')}</p>}
      {held.data && held.data.length > 0 && (
        <>
          <fieldset className="receive-cash__orders">
            <legend>{t('Orders paid in cash to this rider')}</legend>
            {held.data.map((order) => (
              <label key={order.id} className="receive-cash__order">
                <input type="checkbox" checked={!left.has(order.id)} onChange={() => toggle(order.id)} />
                <span>
                  {order.number === undefined ? order.id : orderNumberLabel(order.number)} —{' '}
                  {order.total === undefined ? '?' : formatXof(order.total)}, {t('held since')}{' '}
                  <RecordDate date={order.cashSince} />
                </span>
              </label>
            ))}
          </fieldset>
          <p className="receive-cash__due">{t('These orders come to {amount}.', { amount: formatXof(due) })}</p>
          <NumberField id={ids.amount} label={t('Amount counted (F CFA)')} min={1} value={counted} onValue={setCounted} />
          <SaveButton pending={receive.isPending} label={t('Record the cash received')} />
        </>
      )}
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}
