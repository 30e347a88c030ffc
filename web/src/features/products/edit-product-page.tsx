import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../components/staff/staff-toasts';
import { StorePage } from '../../components/store/store-page';
import { useProduct } from './api/get-product';
import { useProductCategories } from '../../components/store/product-categories';
import type { ProductFields } from './api/product-document';
import { rebaseEdit } from './api/product-edit';
import { ProductConflictError } from './api/save-product-edit';
import type { StoreProduct } from './api/store-product';
import { useUpdateProduct } from './api/update-product';
import { EditConflict } from './components/edit-conflict';
import { ProductForm } from './components/product-form';
import { formValuesOf } from './product-form-fields';
import './products.css';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { storePaths } from '../../lib/store-paths';
import { useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-products';

/** Spec section 9: "Redirect to dashboard after product update 3000 ms". */
const redirectAfterUpdateMs = 3000;

const formStartOf = (fields: Omit<ProductFields, 'price'> & { price: number | null }) => ({
  values: formValuesOf(fields),
  images: fields.images,
});

function EditProductForm({ product }: { product: StoreProduct }) {
  const navigate = useNavigate();
  const update = useUpdateProduct();
  const categories = useProductCategories();
  // What the form started from: the save's version guard, and what "my changes" are measured against.
  const [base, setBase] = useState(product);
  const [start, setStart] = useState(() => ({ key: 0, ...formStartOf(product) }));
  const [conflict, setConflict] = useState<{ current: StoreProduct; mine: ProductFields } | null>(null);

  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = window.setTimeout(() => void navigate(storePaths.products.path), redirectAfterUpdateMs);
    return () => window.clearTimeout(timer);
  }, [update.isSuccess, navigate]);

  function save(fields: ProductFields, overwrite = false) {
    update.mutate(
      { id: product.id, base, fields, overwrite },
      {
        onSuccess: () => {
          setConflict(null);
          notify({ text: 'Product Updated successfully', tone: 'success' });
        },
        onError: (error) => {
          if (error instanceof ProductConflictError) {
            setConflict({ current: error.current, mine: fields });
            return;
          }
          console.error(`Could not update product ${product.id}:`, error);
          notify({ text: 'Failed to update product', tone: 'error' });
        },
      },
    );
  }

  function reloadKeepingMine() {
    if (!conflict) return;
    setBase(conflict.current);
    setStart((previous) => ({ key: previous.key + 1, ...formStartOf(rebaseEdit(base, conflict.mine, conflict.current)) }));
    setConflict(null);
    notify({ text: 'Reloaded: your changes are on top of the saved product. Check them, then save.', tone: 'success' });
  }

  return (
    <>
      {conflict && (
        <EditConflict saving={update.isPending} onReload={reloadKeepingMine} onOverwrite={() => save(conflict.mine, true)} />
      )}
      <ProductForm
        key={start.key}
        initialValues={start.values}
        initialImages={start.images}
        categories={categories}
        submitLabel="Save changes"
        saving={update.isPending}
        done={update.isSuccess}
        onInvalid={(message) => notify({ text: message, tone: 'error' })}
        onSave={(fields) => save(fields)}
      />
    </>
  );
}

/**
 * /store/products/:productId: the product as stored now, in the form; the dashboard 3 s after saving.
 * Below the form, its stock (`stockPanel`, the stock feature's, put there by app/store/pages/edit-product.tsx).
 */
export default function EditProductPage({ stockPanel }: { stockPanel: (product: StoreProduct) => ReactNode }) {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const { t } = useStaffText();

  let content;
  if (product.isPending) {
    content = <ListLoading what="product" />;
  } else if (product.isError) {
    content = <ListFailure message="Failed to load product" onRetry={() => product.refetch()} retrying={product.isRefetching} />;
  } else if (product.data === null) {
    content = (
      <div className="store-surface store-empty">
        <p>{t('Product not found. It may have been deleted.')}</p>
        <Link to={storePaths.products.path}>{t('Back to the products')}</Link>
      </div>
    );
  } else {
    content = (
      <>
        <EditProductForm product={product.data} />
        {stockPanel(product.data)}
      </>
    );
  }

  return <StorePage title="Edit product">{content}</StorePage>;
}
