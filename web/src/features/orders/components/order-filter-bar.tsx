import { Link } from 'react-router';
import { useStaffText } from '../../../components/staff/staff-language';
import { storePaths } from '../../../lib/store-paths';
import { useZones } from '../../../components/store/zones/zones';
import { ZoneFilter } from '../../../components/store/zones/zone-filter';
import { allOrders, type OrderFilter } from '../order-filters';
import { listedStatuses, statusLabel } from '../../../components/store/orders/order-status';

interface OrderFilterBarProps {
  filter: OrderFilter;
  /** The one field changed: the page applies it to the address as it is then. */
  onChange: (change: Partial<OrderFilter>) => void;
}

const days = [
  { field: 'from', label: 'From' },
  { field: 'to', label: 'To' },
] as const;

/** Status, delivery zone and days (Niamey days, both included); each change applies at once. */
export function OrderFilterBar({ filter, onChange }: OrderFilterBarProps) {
  const set = (field: keyof OrderFilter, value: string) => onChange({ [field]: value || undefined });
  const zones = useZones();
  const { t } = useStaffText();
  const zone = zones.data?.find((candidate) => candidate.id === filter.zone);
  return (
    <div className="store-filters" role="search" aria-label={t('Filter orders')}>
      <label className="store-filters__field">
        {t('Status')}
        <select value={filter.status ?? ''} onChange={(event) => set('status', event.target.value)}>
          <option value="">{t('Orders to act on')}</option>
          {listedStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusLabel(status))}
            </option>
          ))}
          <option value={allOrders}>{t('All, rejected included')}</option>
        </select>
      </label>
      <ZoneFilter value={filter.zone ?? ''} onChange={(zoneId) => set('zone', zoneId)} blank={t('All zones')} />
      {days.map(({ field, label }) => (
        <label key={field} className="store-filters__field">
          {t(label)}
          <input
            type="date"
            value={filter[field] ?? ''}
            min={field === 'to' ? filter.from : undefined}
            max={field === 'from' ? filter.to : undefined}
            onChange={(event) => set(field, event.target.value)}
          />
        </label>
      ))}
      {zone && (
        <Link
          className="store-filters__link"
          to={`${storePaths.deliverySheet.path}?${new URLSearchParams({ zone: zone.id, ...(filter.to && { day: filter.to }) })}`}
        >
          {t('Delivery sheet for')} {zone.name}
        </Link>
      )}
    </div>
  );
}
