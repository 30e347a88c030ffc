import type { UseQueryResult } from '@tanstack/react-query';
import { useStaffText } from '../../staff/staff-language';
import type { Rider } from './riders';

interface RiderSelectProps {
  id: string;
  riders: UseQueryResult<Rider[]>;
  value: string;
  onChange: (riderId: string) => void;
}

/** The riders to choose from, by email, with a blank first choice while none is chosen. */
export function RiderSelect({ id, riders, value, onChange }: RiderSelectProps) {
  const { t } = useStaffText();
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t(riders.isPending ? 'Loading riders…' : 'Choose the rider')}</option>
      {riders.data?.map((rider) => (
        <option key={rider.uid} value={rider.uid}>
          {rider.email}
        </option>
      ))}
    </select>
  );
}
