import { useId, useState, type FormEvent } from 'react';
import { shopDay, isCalendarDay } from '@kasuwa/contract/days';
import { orderLimits } from '@kasuwa/contract/limits';
import { runStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useCan } from '../../../components/staff/staff-role';
import { textMessage, useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { useAssignRun, useTakeOutOfRun } from '../api/delivery-runs';
import { RiderSelect } from '../../../components/store/orders/rider-select';
import { Field, InputField, NumberField } from '../../../components/staff/form-fields';
import { SaveButton, SideButton } from '../../../components/staff/form-buttons';
import { useRiders } from '../../../components/store/orders/riders';
import type { OrderRecord } from '../../../components/store/orders/order-record';

/**
 * The order's place in a rider's delivery run: which rider, which day, which place; staff who work
 * orders put it in a run, move it or take it out while it is being delivered.
 */
export function RunAssignment({ order }: { order: OrderRecord }) {
  const works = useCan('orders');
  const open = works && statusIn(runStatuses, order.status);
  // The riders are read only where they are shown: the form, or the name of the order's rider.
  const riders = useRiders(works && (open || Boolean(order.riderId)));
  const assign = useAssignRun();
  const takeOut = useTakeOutOfRun();
  const ids = { rider: useId(), day: useId(), place: useId() };
  const [riderId, setRiderId] = useState(order.riderId ?? '');
  const [day, setDay] = useState(order.runDay ?? shopDay(new Date()));
  const [place, setPlace] = useState(String(order.runPosition ?? 1));
  const [problem, setProblem] = useState<StaffTextId | null>(null);
  const { t } = useStaffText();
  const nameOf = (uid: string) => riders.data?.find((rider) => rider.uid === uid)?.email ?? uid;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const position = Number(place);
    if (!riderId) return setProblem('Choose the rider.');
    if (!isCalendarDay(day)) return setProblem('Choose the day of the run.');
    if (!Number.isInteger(position) || position < 1 || position > orderLimits.runLength) {
      return setProblem('The place in the run is a whole number from 1 to 200.');
    }
    setProblem(null);
    assign.mutate(
      { riderId, runDay: day, orders: [{ orderId: order.id, runPosition: position }] },
      {
        onSuccess: () =>
          notify({
            text: textMessage('Order {id} is in the run of {rider}', { id: order.id, rider: nameOf(riderId) }),
            tone: 'success',
          }),
        onError: (error) => {
          console.error(`Putting order ${order.id} in a run failed:`, error);
          setProblem('The run could not be saved. Nothing was changed; try again.');
        },
      },
    );
  };

  const remove = () =>
    takeOut.mutate(order.id, {
      onSuccess: () => notify({ text: textMessage('Order {id} is in no run now', { id: order.id }), tone: 'success' }),
      onError: (error) => {
        console.error(`Taking order ${order.id} out of its run failed:`, error);
        setProblem('The run could not be saved. Nothing was changed; try again.');
      },
    });

  return (
    <div className="run-assignment">
      <p>
        {order.riderId
          ? t('In the run of {rider} on {day}, place {place}', {
              rider: nameOf(order.riderId),
              day: order.runDay ?? '?',
              place: order.runPosition ?? '?',
            })
          : t('In no delivery run.')}
      </p>
      {open && (
        <form className="phone-order__fields" onSubmit={save} noValidate aria-label={t('Delivery run')}>
          <Field id={ids.rider} label={t('Rider')}>
            <RiderSelect id={ids.rider} riders={riders} value={riderId} onChange={setRiderId} />
          </Field>
          <InputField id={ids.day} label={t('Day of the run')} type="date" value={day} onValue={setDay} />
          <NumberField
            id={ids.place}
            label={t('Place in the run')}
            min={1}
            max={orderLimits.runLength}
            value={place}
            onValue={setPlace}
          />
          <div className="store-buttons">
            <SaveButton pending={assign.isPending} label={t('Put in the run')} />
            {order.riderId && (
              <SideButton disabled={takeOut.isPending} onClick={remove}>
                {t('Take out of the run')}
              </SideButton>
            )}
          </div>
        </form>
      )}
      {riders.isError && <StaffMessage notice={{ text: 'The riders could not be loaded.', tone: 'error' }} />}
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </div>
  );
}
