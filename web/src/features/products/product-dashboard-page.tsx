import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { notify } from '../../components/staff/staff-toasts';
import { DocumentTitle } from '../../components/page-meta';
import { useStaffText } from '../../components/staff/staff-language';
import { useDeleteProduct } from './api/delete-product';
import type { StoreProduct } from './api/store-product';
import { ProductCatalogue } from './components/product-catalogue';
import './products.css';
import { useCan } from '../../components/staff/staff-role';
import { storePaths } from '../../lib/store-paths';
import '../../components/staff/staff-text-fr-products';

/**
 * /store, the "store root": every product, with search, filters, and a way to edit or delete each;
 * above them, the flags other features raise (`flags`: cash to collect, refunds due, runs, low stock,
 * held units), which the app puts there (app/store/pages/dashboard.tsx).
 */
export default function ProductDashboardPage({ flags }: { flags: ReactNode }) {
  const remove = useDeleteProduct();
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useStaffText();
  const addsProducts = useCan(storePaths.newProduct.permission);

  function confirmDelete(product: StoreProduct) {
    if (
      !window.confirm(
        product.title
          ? t('Delete {name}? Its images are deleted with it.', { name: product.title })
          : t('Delete this product? Its images are deleted with it.'),
      )
    )
      return;
    remove.mutate(product.id, {
      onSuccess: () => {
        notify({ text: 'Product Deleted successfully', tone: 'success' });
        // The deleted product's buttons went with it; the keyboard starts again from the page's heading.
        heading.current?.focus();
      },
      onError: (error) => {
        console.error(`Could not delete product ${product.id}:`, error);
        notify({ text: 'Failed to delete product', tone: 'error' });
      },
    });
  }

  return (
    <section aria-labelledby="products-title" className="product-dashboard">
      <DocumentTitle title={`${t('Products')} — ${t('{brand} Store')}`} />
      <header className="admin-panel__header">
        <h1 id="products-title" className="store-page-title" tabIndex={-1} ref={heading}>
          {t('Products')}
        </h1>
        {addsProducts && (
          <span className="product-dashboard__actions">
            <Link to={storePaths.catalogueFile.path} className="admin-button admin-button--secondary admin-button--inline">
              {t('Catalogue in Excel')}
            </Link>
            <Link to={storePaths.newProduct.path} className="admin-button admin-button--inline">
              {t('Add product')}
            </Link>
          </span>
        )}
      </header>
      {flags}
      <ProductCatalogue deletingId={remove.isPending ? (remove.variables ?? null) : null} onDelete={confirmDelete} />
    </section>
  );
}
