import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { brand } from '@kasuwa/contract/brand';
import { DocumentTitle } from '../../../components/page-meta';
import { useProduct } from './api/get-product';
import { useProductCategories } from './api/list-products';
import type { StoreProduct } from './api/store-product';
import { useUpdateProduct } from './api/update-product';
import { ProductForm } from './components/product-form';
import { useStoreNotice } from './use-store-notice';
import './products.css';
import { ListFailure, ListLoading } from '../../../components/admin/list-states';

/** Spec section 9: "Redirect to dashboard after product update 3000 ms". */
const redirectAfterUpdateMs = 3000;

function EditProductForm({ product }: { product: StoreProduct }) {
  const navigate = useNavigate();
  const [notice, say] = useStoreNotice();
  const update = useUpdateProduct();
  const categories = useProductCategories();

  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/store'), redirectAfterUpdateMs);
    return () => window.clearTimeout(timer);
  }, [update.isSuccess, navigate]);

  return (
    <ProductForm
      initialValues={{
        title: product.title,
        price: product.price === null ? '' : String(product.price),
        category: product.category,
        description: product.description,
        sizes: product.sizes,
        colors: product.colors,
      }}
      initialImages={product.images}
      categories={categories}
      submitLabel="Save changes"
      saving={update.isPending}
      done={update.isSuccess}
      notice={notice}
      onInvalid={(message) => say({ text: message, tone: 'error' })}
      onSave={(fields) =>
        update.mutate(
          { id: product.id, fields, savedDates: product.savedDates },
          {
            onSuccess: () => say({ text: 'Product Updated successfully', tone: 'success' }),
            onError: (error) => {
              console.error(`Could not update product ${product.id}:`, error);
              say({ text: 'Failed to update product', tone: 'error' });
            },
          },
        )
      }
    />
  );
}

/** /store/products/:productId: the product as stored now, in the form; the dashboard 3 s after saving. */
export default function EditProductPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);

  let content;
  if (product.isPending) {
    content = <ListLoading what="product" />;
  } else if (product.isError) {
    content = <ListFailure message="Failed to load product" onRetry={() => product.refetch()} retrying={product.isRefetching} />;
  } else if (product.data === null) {
    content = (
      <div className="store-surface store-empty">
        <p>Product not found. It may have been deleted.</p>
        <Link to="/store">Back to the products</Link>
      </div>
    );
  } else {
    content = <EditProductForm product={product.data} />;
  }

  return (
    <section aria-labelledby="edit-product-title">
      <DocumentTitle title={`Edit product — ${brand.name} Store`} />
      <h1 id="edit-product-title" className="store-page-title">
        Edit product
      </h1>
      {content}
    </section>
  );
}
