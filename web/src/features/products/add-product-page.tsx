import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/staff/staff-toasts';
import { StorePage } from '../../components/store/store-page';
import { useAddProduct } from './api/add-product';
import { useProductCategories } from '../../components/store/product-categories';
import { ProductForm } from './components/product-form';
import { emptyFormValues } from './product-form-fields';
import './products.css';
import { storePaths } from '../../lib/store-paths';
import { useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-products';

/** /store/products/new. After a product is added the admin chooses: another one, or back to the dashboard. */
export default function AddProductPage() {
  const navigate = useNavigate();
  const add = useAddProduct();
  const categories = useProductCategories();
  const { t } = useStaffText();
  // A new key gives a new, empty form (and forgets the images of the product just added).
  const [formKey, setFormKey] = useState(0);
  const [askAnother, setAskAnother] = useState(false);

  useEffect(() => {
    if (!askAnother) return;
    // Asked after the toast has been drawn: window.confirm blocks the page until it is answered.
    const timer = window.setTimeout(() => {
      setAskAnother(false);
      if (window.confirm(t('Product added successfully. Add another product?'))) setFormKey((key) => key + 1);
      else void navigate(storePaths.products.path);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [askAnother, navigate, t]);

  return (
    <StorePage title="Add product">
      <ProductForm
        key={formKey}
        initialValues={emptyFormValues}
        initialImages={[]}
        categories={categories}
        submitLabel="Add product"
        saving={add.isPending}
        done={askAnother}
        focusTitle={formKey > 0}
        onInvalid={(message) => notify({ text: message, tone: 'error' })}
        onSave={(fields) =>
          add.mutate(fields, {
            onSuccess: () => {
              notify({ text: 'Product added successfully', tone: 'success' });
              setAskAnother(true);
            },
            onError: (error) => {
              console.error('Could not add the product:', error);
              notify({ text: 'Failed to add product', tone: 'error' });
            },
          })
        }
      />
    </StorePage>
  );
}
