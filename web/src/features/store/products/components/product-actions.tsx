import { Link } from 'react-router-dom';
import type { StoreProduct } from '../api/store-product';
import { storePaths } from '../../../../lib/store-paths';

interface ProductActionsProps {
  product: StoreProduct;
  deleting: boolean;
  onDelete: (product: StoreProduct) => void;
}

/** Edit and Delete of one product; their names say which product, as a screen reader lists them all. */
export function ProductActions({ product, deleting, onDelete }: ProductActionsProps) {
  const name = product.title || product.id;
  return (
    <div className="product-actions">
      <Link
        to={storePaths.product.path(product.id)}
        className="admin-button admin-button--secondary admin-button--small"
        aria-label={`Edit ${name}`}
      >
        Edit
      </Link>
      <button
        type="button"
        className="admin-button admin-button--danger admin-button--small"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        onClick={() => onDelete(product)}
      >
        {deleting ? 'Deleting…' : 'Delete'}
      </button>
    </div>
  );
}
