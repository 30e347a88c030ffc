import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useProducts } from '../api/list-products';
import { categoriesOf } from '@kasuwa/contract/catalogue-search';
import type { StoreProduct } from '../api/store-product';
import { filterProducts, hasFilters, noFilters } from '../product-filters';
import { ProductFilterBar } from './product-filter-bar';
import { ProductGrid } from './product-grid';
import { ProductTable } from './product-table';
import { ViewSwitch, type ProductView } from './view-switch';
import { ListFailure, ListLoading } from '../../../../components/staff/list-states';

interface ProductCatalogueProps {
  deletingId: string | null;
  onDelete: (product: StoreProduct) => void;
}

const count = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/** The products in their states: loading, failed, none yet, or filtered and shown as a grid or a table. */
export function ProductCatalogue({ deletingId, onDelete }: ProductCatalogueProps) {
  const products = useProducts();
  const [filters, setFilters] = useState(noFilters);
  const [view, setView] = useState<ProductView>('grid');
  const all = products.data;
  const categories = useMemo(() => categoriesOf(all ?? []), [all]);
  const shown = useMemo(() => filterProducts(all ?? [], filters), [all, filters]);

  if (products.isPending) return <ListLoading what="products" />;
  if (products.isError) {
    return <ListFailure message="Failed to load products" onRetry={() => products.refetch()} retrying={products.isRefetching} />;
  }
  if (products.data.length === 0) {
    return (
      <div className="store-surface store-empty">
        <p>No products yet.</p>
        <Link to="/store/products/new">Add the first product</Link>
      </div>
    );
  }

  return (
    <>
      <ProductFilterBar filters={filters} categories={categories} onChange={setFilters} />
      <div className="product-catalogue__bar">
        <p role="status" className="product-catalogue__count">
          {hasFilters(filters) ? `${count(shown.length)} of ${products.data.length}` : count(shown.length)}
        </p>
        <ViewSwitch view={view} onChange={setView} />
      </div>
      {shown.length === 0 ? (
        <div className="store-surface store-empty">
          <p>No product matches these filters.</p>
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            onClick={() => setFilters(noFilters)}
          >
            Clear filters
          </button>
        </div>
      ) : view === 'grid' ? (
        <ProductGrid products={shown} deletingId={deletingId} onDelete={onDelete} />
      ) : (
        <ProductTable products={shown} deletingId={deletingId} onDelete={onDelete} />
      )}
    </>
  );
}
