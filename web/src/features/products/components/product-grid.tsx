import type { StoreProduct } from '../api/store-product';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';
import { ProductThumbnail } from './product-thumbnail';

export interface ProductViewProps {
  products: StoreProduct[];
  deletingId: string | null;
  onDelete: (product: StoreProduct) => void;
}

export function ProductGrid({ products, deletingId, onDelete }: ProductViewProps) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id} className="product-card store-surface">
          {/* One card per row on a phone, as wide as the screen; else about 200 px. */}
          <ProductThumbnail product={product} size={200} sizes="(max-width: 30rem) 90vw, 200px" />
          <h2 className="product-card__title">{product.title}</h2>
          <p className="product-card__meta">
            <span className="product-card__price">
              <ProductPrice price={product.price} />
            </span>
            <span>{product.category}</span>
          </p>
          <ProductActions product={product} deleting={deletingId === product.id} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
