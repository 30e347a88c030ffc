import type { ProductFilters } from '../product-filters';

interface ProductFilterBarProps {
  filters: ProductFilters;
  categories: readonly string[];
  onChange: (filters: ProductFilters) => void;
}

/** A search (every word, in title, category or description), a category and a price range in F CFA; each narrows the list as it is typed. */
export function ProductFilterBar({ filters, categories, onChange }: ProductFilterBarProps) {
  const set = (field: keyof ProductFilters, value: string) => onChange({ ...filters, [field]: value });
  return (
    <div className="product-filters" role="search" aria-label="Filter products">
      <label className="product-filters__field product-filters__field--search">
        Search products
        <input type="search" value={filters.search} onChange={(event) => set('search', event.target.value)} />
      </label>
      <label className="product-filters__field">
        Category
        <select value={filters.category} onChange={(event) => set('category', event.target.value)}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </label>
      <label className="product-filters__field product-filters__field--price">
        Min price (F CFA)
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={filters.minPrice}
          onChange={(event) => set('minPrice', event.target.value)}
        />
      </label>
      <label className="product-filters__field product-filters__field--price">
        Max price (F CFA)
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={filters.maxPrice}
          onChange={(event) => set('maxPrice', event.target.value)}
        />
      </label>
    </div>
  );
}
