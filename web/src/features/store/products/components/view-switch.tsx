export type ProductView = 'grid' | 'table';

const views: { value: ProductView; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'table', label: 'Table' },
];

/** Two toggle buttons, the pressed one being the view shown. */
export function ViewSwitch({ view, onChange }: { view: ProductView; onChange: (view: ProductView) => void }) {
  return (
    <div className="view-switch" role="group" aria-label="View">
      {views.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
