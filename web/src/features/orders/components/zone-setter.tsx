import { useId, useState, type FormEvent } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import { refusalDetailsOf } from '@kasuwa/contract/refusals';
import { orderRefusals } from '@kasuwa/contract/refusals/orders';
import { callableProblem, textMessage, useStaffText, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useZones } from '../../../components/store/zones/zones';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { useSetOrderZone } from '../api/set-order-zone';
import '../../../components/staff/staff-text-fr-orders';
import '../../../components/staff/staff-text-fr-payments';
import { SelectField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';

/**
 * An order an app wrote without a zone: staff ask the customer, choose the zone here, and the server
 * adds its fee and checks its minimum (setOrderZone); only then may the order be confirmed.
 */
export function ZoneSetter({ order }: { order: OrderRecord }) {
  const zones = useZones();
  const setZone = useSetOrderZone();
  const id = useId();
  const { t } = useStaffText();
  const [zoneId, setZoneId] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);
  const open = (zones.data ?? []).filter((zone) => zone.active);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!zoneId) return setProblem('Choose a zone');
    setProblem(null);
    setZone.mutate(
      { orderId: order.id, zoneId },
      {
        onSuccess: (set) =>
          notify({
            text: textMessage('Zone set: {zone}, fee {fee}, total {total}', {
              zone: set.zoneName,
              fee: formatXof(set.deliveryFee),
              total: formatXof(set.total),
            }),
            tone: 'success',
          }),
        onError: (error) => {
          if (!refusalDetailsOf(error)) console.error(`Could not set the zone of ${order.id}:`, error);
          setProblem(
            callableProblem(error, 'The zone could not be set. Nothing was changed; try again.', {
              refusals: orderRefusals,
            }),
          );
        },
      },
    );
  };

  return (
    <form className="phone-order__fields" onSubmit={save} aria-label={t('Set the zone')}>
      <p>{t('Written without a zone: ask the customer, then set it. Its fee is added and the order can be confirmed.')}</p>
      <SelectField id={`${id}-zone`} label={t('Zone')} value={zoneId} onValue={setZoneId}>
        <option value="">{t('Choose a zone')}</option>
        {open.map((zone) => (
          <option key={zone.id} value={zone.id}>
            {zone.name} ({formatXof(zone.fee)})
          </option>
        ))}
      </SelectField>
      <SaveButton pending={setZone.isPending} label={t('Set the zone')} />
      {zones.isError && <p>{t('The zones could not be loaded.')}</p>}
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}
