import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';
import { ToggleButtons } from '../../../components/staff/toggle-buttons';

export type ProductView = 'grid' | 'table';

const viewLabels: Record<ProductView, StaffTextId> = { grid: 'Grid', table: 'Table' };

/** Two toggle buttons, the pressed one being the view shown. */
export function ViewSwitch({ view, onChange }: { view: ProductView; onChange: (view: ProductView) => void }) {
  const { t } = useStaffText();
  return (
    <div className="view-switch" role="group" aria-label={t('View')}>
      <ToggleButtons
        choices={['grid', 'table'] as const}
        chosen={view}
        onChoose={onChange}
        labelOf={(value) => t(viewLabels[value])}
      />
    </div>
  );
}
