import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { brand } from '@kasuwa/contract/brand';
import { noticeFrom } from '../../../components/admin/admin-notice';
import { AdminToast } from '../../../components/admin/admin-toast';
import { DocumentTitle } from '../../../components/page-meta';
import { useDeleteProduct } from './api/delete-product';
import type { StoreProduct } from './api/store-product';
import { ProductCatalogue } from './components/product-catalogue';
import { useStoreNotice } from './use-store-notice';
import './products.css';

/** /store, the "store root": every product, with search, filters, and a way to edit or delete each. */
export default function ProductDashboardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The add page, when the admin is done adding, comes back here with its 'Product added successfully'.
  const [notice, say] = useStoreNotice(noticeFrom(location.state));
  useEffect(() => {
    // Said once: a reload must not say it again.
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const remove = useDeleteProduct();
  const heading = useRef<HTMLHeadingElement>(null);

  function confirmDelete(product: StoreProduct) {
    if (!window.confirm(`Delete ${product.title || 'this product'}? Its images are deleted with it.`)) return;
    remove.mutate(product.id, {
      onSuccess: () => {
        say({ text: 'Product Deleted successfully', tone: 'success' });
        // The deleted product's buttons went with it; the keyboard starts again from the page's heading.
        heading.current?.focus();
      },
      onError: (error) => {
        console.error(`Could not delete product ${product.id}:`, error);
        say({ text: 'Failed to delete product', tone: 'error' });
      },
    });
  }

  return (
    <section aria-labelledby="products-title" className="product-dashboard">
      <DocumentTitle title={`Products — ${brand.name} Store`} />
      <header className="product-dashboard__header">
        <h1 id="products-title" className="store-page-title" tabIndex={-1} ref={heading}>
          Products
        </h1>
        <Link to="/store/products/new" className="admin-button admin-button--inline">
          Add product
        </Link>
      </header>
      <AdminToast notice={notice} />
      <ProductCatalogue deletingId={remove.isPending ? (remove.variables ?? null) : null} onDelete={confirmDelete} />
    </section>
  );
}
