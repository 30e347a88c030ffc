import EditProductPage from '../../../features/products/edit-product-page';
import { StockPanel } from '../../../features/stock/components/stock-panel';

/** /store/products/:productId: the product's form, then its stock. */
export default function EditProduct() {
  return (
    <EditProductPage
      stockPanel={(product) => (
        <StockPanel productId={product.id} title={product.title} sizes={product.sizes} colors={product.colors} />
      )}
    />
  );
}
