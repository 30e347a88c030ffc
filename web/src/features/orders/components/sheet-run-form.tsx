import { useId, useState, type FormEvent } from 'react';
import { isCalendarDay, shopDay } from '@kasuwa/contract/days';
import { runStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useCan } from '../../../components/staff/staff-role';
import { textMessage, useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { useAssignRun } from '../api/delivery-runs';
import { RiderSelect } from '../../../components/store/orders/rider-select';
import { SaveButton } from '../../../components/staff/form-buttons';
import { useRiders } from '../../../components/store/orders/riders';
import type { OrderRecord } from '../../../components/store/orders/order-record';

/**
 * The delivery sheet's orders that are being delivered, put in one rider's run of a day at once, in the
 * sheet's order (place 1 first): what a shop does every morning, in one batch.
 */
export function SheetRunForm({ orders }: { orders: OrderRecord[] }) {
  const works = useCan('orders');
  const riders = useRiders(works);
  const assign = useAssignRun();
  const ids = { rider: useId(), day: useId() };
  const [riderId, setRiderId] = useState('');
  const [day, setDay] = useState(shopDay(new Date()));
  const [problem, setProblem] = useState<StaffTextId | null>(null);
  const { t } = useStaffText();
  const delivering = orders.filter((order) => statusIn(runStatuses, order.status));
  if (!works || delivering.length === 0) return null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!riderId) return setProblem('Choose the rider.');
    if (!isCalendarDay(day)) return setProblem('Choose the day of the run.');
    setProblem(null);
    const rider = riders.data?.find((candidate) => candidate.uid === riderId)?.email ?? riderId;
    assign.mutate(
      { riderId, runDay: day, orders: delivering.map((order, index) => ({ orderId: order.id, runPosition: index + 1 })) },
      {
        onSuccess: () =>
          notify({
            text: textMessage('{count} orders in the run of {rider}', { count: delivering.length, rider }),
            tone: 'success',
          }),
        onError: (error) => {
          console.error('Putting the sheet in a run failed:', error);
          setProblem('The run could not be saved. Nothing was changed; try again.');
        },
      },
    );
  };

  return (
    <form className="store-filters delivery-sheet__run" onSubmit={save} noValidate aria-label={t('Give these orders to a rider')}>
      <label className="store-filters__field" htmlFor={ids.rider}>
        {t('Rider')}
      </label>
      <RiderSelect id={ids.rider} riders={riders} value={riderId} onChange={setRiderId} />
      <label className="store-filters__field" htmlFor={ids.day}>
        {t('Day of the run')}
      </label>
      <input id={ids.day} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      <SaveButton
        pending={assign.isPending}
        label={t('Put the {count} orders in the run, in this order', { count: delivering.length })}
      />
      {riders.isError && <StaffMessage notice={{ text: 'The riders could not be loaded.', tone: 'error' }} />}
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}
