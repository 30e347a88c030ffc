import { useStaffText } from '../../staff/staff-language';
import { useZones } from './zones';

interface ZoneFilterProps {
  value: string;
  onChange: (zoneId: string) => void;
  /** The first choice, for no zone: "All zones", "Choose a zone". */
  blank: string;
}

/** A filter's "Zone" list: every zone by name, read once every few minutes (useZones). */
export function ZoneFilter({ value, onChange, blank }: ZoneFilterProps) {
  const zones = useZones();
  const { t } = useStaffText();
  return (
    <label className="store-filters__field">
      {t('Zone')}
      <select value={value} onChange={(event) => onChange(event.target.value)} disabled={!zones.data}>
        <option value="">{zones.isError ? t('Zones could not be loaded') : blank}</option>
        {zones.data?.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
