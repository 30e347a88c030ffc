import { Link } from 'react-router';
import type { StoreProduct } from '../api/store-product';
import { useStaffText } from '../../../components/staff/staff-language';
import { useCan } from '../../../components/staff/staff-role';
import { storePaths } from '../../../lib/store-paths';
import '../../../components/staff/staff-text-fr-products';

interface ProductActionsProps {
  product: StoreProduct;
  deleting: boolean;
  onDelete: (product: StoreProduct) => void;
}

/** Edit and Delete of one product; their names say which product, as a screen reader lists them all. */
export function ProductActions({ product, deleting, onDelete }: ProductActionsProps) {
  const name = product.title || product.id;
  const { t } = useStaffText();
  if (!useCan(storePaths.product.permission)) return null;
  return (
    <div className="product-actions">
      <Link
        to={storePaths.product.path(product.id)}
        className="admin-button admin-button--secondary admin-button--small"
        aria-label={t('Edit {name}', { name })}
      >
        {t('Edit')}
      </Link>
      <button
        type="button"
        className="admin-button admin-button--danger admin-button--small"
        aria-label={t('Delete {name}', { name })}
        disabled={deleting}
        onClick={() => onDelete(product)}
      >
        {deleting ? t('Deleting…') : t('Delete')}
      </button>
    </div>
  );
}
