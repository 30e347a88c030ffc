import type { StoreProduct } from '../api/store-product';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';

interface ProductThumbnailProps {
  product: StoreProduct;
  /** The box drawn, in CSS pixels: the 200 px thumbnail fills it, the 400 px one on dense screens. */
  size: number;
  /** How wide the image is drawn when that is not `size` (a card as wide as a phone's screen). */
  sizes?: string;
}

/**
 * The main image, small: never the full-size file when thumbnails exist (a dashboard of 50
 * products stays light), lazily loaded, and with its box reserved so the list does not jump.
 */
export function ProductThumbnail({ product, size, sizes = `${size}px` }: ProductThumbnailProps) {
  const main = product.images[0];
  const { t } = useStaffText();
  if (!main) {
    return (
      <span className="product-thumbnail product-thumbnail--none" style={{ width: size, height: size }}>
        {t('No image')}
      </span>
    );
  }
  const { thumbnails } = main;
  return (
    <img
      className="product-thumbnail"
      src={thumbnails?.w200 ?? main.url}
      {...(thumbnails && { srcSet: `${thumbnails.w200} 200w, ${thumbnails.w400} 400w`, sizes })}
      alt={product.title}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
