import type { ProductFilters } from '../product-filters';
import { priceInputProps } from './price-input';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';

const priceBounds = [
  { field: 'minPrice', label: 'Min price (F CFA)' },
  { field: 'maxPrice', label: 'Max price (F CFA)' },
] as const;

interface ProductFilterBarProps {
  filters: ProductFilters;
  categories: readonly string[];
  onChange: (filters: ProductFilters) => void;
}

/** A search (every word, in title, category or description), a category and a price range in F CFA; the list follows a moment after typing. */
export function ProductFilterBar({ filters, categories, onChange }: ProductFilterBarProps) {
  const set = (field: keyof ProductFilters, value: string) => onChange({ ...filters, [field]: value });
  const { t } = useStaffText();
  return (
    <div className="store-filters" role="search" aria-label={t('Filter products')}>
      <label className="store-filters__field store-filters__field--search">
        {t('Search products')}
        <input type="search" value={filters.search} onChange={(event) => set('search', event.target.value)} />
      </label>
      <label className="store-filters__field">
        {t('Category')}
        <select value={filters.category} onChange={(event) => set('category', event.target.value)}>
          <option value="">{t('All categories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </label>
      {priceBounds.map(({ field, label }) => (
        <label key={field} className="store-filters__field store-filters__field--price">
          {t(label)}
          <input {...priceInputProps} value={filters[field]} onChange={(event) => set(field, event.target.value)} />
        </label>
      ))}
    </div>
  );
}
