import { useState } from 'react';
import { Link } from 'react-router';
import { useProductCount, useProductPages } from '../api/list-products';
import { useProductCategories } from '../../../components/store/product-categories';
import type { StoreProduct } from '../api/store-product';
import { hasFilters, noFilters } from '../product-filters';
import { ProductFilterBar } from './product-filter-bar';
import { ProductGrid } from './product-grid';
import { ProductTable } from './product-table';
import { ViewSwitch, type ProductView } from './view-switch';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { useSettledValue } from '../../../lib/use-settled-value';
import { NextPage } from '../../../components/store/next-page';
import { NotReadOffline, OfflineNotice } from '../../../components/store/offline/offline-notice';
import { useCan } from '../../../components/staff/staff-role';
import { storePaths } from '../../../lib/store-paths';
import { useStaffText, type StaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';

interface ProductCatalogueProps {
  deletingId: string | null;
  onDelete: (product: StoreProduct) => void;
}

// Long enough not to query for every letter typed, short enough to feel immediate.
const filterDelayMs = 300;

/** How many are shown, of how many in the shop, and whether more pages match. */
function countLabel(t: StaffText, shown: number, total: number | undefined, filtered: boolean, more: boolean): string {
  const count = (n: number) => t('{count} products', { count: n });
  if (!filtered) return more ? t('{count}, {shown} shown', { count: count(total ?? shown), shown }) : count(total ?? shown);
  if (total === undefined) return more ? t('{count} so far', { count: count(shown) }) : count(shown);
  return t(more ? '{count} of {total} so far' : '{count} of {total}', { count: count(shown), total });
}

/**
 * The products in their states: loading, failed, none yet, or filtered (on the server, a page at a
 * time) and shown as a grid or a table. The filter bar stays while a new filter loads, so typing
 * goes on undisturbed.
 */
export function ProductCatalogue({ deletingId, onDelete }: ProductCatalogueProps) {
  const [filters, setFilters] = useState(noFilters);
  const queried = useSettledValue(filters, filterDelayMs);
  const products = useProductPages(queried);
  const total = useProductCount().data;
  const categories = useProductCategories();
  const [view, setView] = useState<ProductView>('grid');
  const filtered = hasFilters(queried);
  const { t } = useStaffText();
  const addsProducts = useCan(storePaths.newProduct.permission);

  if (!filtered && products.pending) return <ListLoading what="products" />;
  if (!filtered && products.failedFirst) {
    return <ListFailure message="Failed to load products" onRetry={products.retry} />;
  }
  if (!filtered && products.unread) return <NotReadOffline what="list" />;
  if (!filtered && products.items.length === 0 && !products.hasMore) {
    return (
      <div className="store-surface store-empty">
        <p>{t('No products yet.')}</p>
        {addsProducts && <Link to={storePaths.newProduct.path}>{t('Add the first product')}</Link>}
      </div>
    );
  }

  const body = products.pending ? (
    <ListLoading what="products" />
  ) : products.failedFirst ? (
    <ListFailure message="Failed to load products" onRetry={products.retry} />
  ) : products.unread ? (
    <NotReadOffline what="list" />
  ) : products.items.length === 0 && !products.hasMore ? (
    <div className="store-surface store-empty">
      <p>{t('No product matches these filters.')}</p>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        onClick={() => setFilters(noFilters)}
      >
        {t('Clear filters')}
      </button>
    </div>
  ) : (
    <>
      {view === 'grid' ? (
        <ProductGrid products={products.items} deletingId={deletingId} onDelete={onDelete} />
      ) : (
        <ProductTable products={products.items} deletingId={deletingId} onDelete={onDelete} />
      )}
      <NextPage what="products" list={products} />
    </>
  );

  return (
    <>
      {products.liveStopped && (
        <ListFailure message="Live updates stopped: changes to products will not appear" onRetry={products.retry} />
      )}
      {products.fromCache && <OfflineNotice syncedAt={products.syncedAt} />}
      <ProductFilterBar filters={filters} categories={categories} onChange={setFilters} />
      <div className="product-catalogue__bar">
        <p role="status" className="product-catalogue__count">
          {products.pending ? '' : countLabel(t, products.items.length, total, filtered, products.hasMore)}
        </p>
        <ViewSwitch view={view} onChange={setView} />
      </div>
      {body}
    </>
  );
}
