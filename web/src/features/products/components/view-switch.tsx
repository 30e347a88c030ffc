import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';

export type ProductView = 'grid' | 'table';

const views: { value: ProductView; label: StaffTextId }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'table', label: 'Table' },
];

/** Two toggle buttons, the pressed one being the view shown. */
export function ViewSwitch({ view, onChange }: { view: ProductView; onChange: (view: ProductView) => void }) {
  const { t } = useStaffText();
  return (
    <div className="view-switch" role="group" aria-label={t('View')}>
      {views.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}
