export { timestampSchema, documentIdSchema, httpUrlSchema, type WithId } from './common';
export {
  productSchema,
  thumbnailSetSchema,
  productDateSchema,
  productDate,
  maxProductImages,
  productImageLimits,
  uploadedImageSchema,
  type UploadedImage,
  type Product,
  type ThumbnailSet,
} from './product';
export { normaliseProductDates, type NormalisedProductDates } from './product-dates';
export { feedbackSchema, type Feedback } from './feedback';
export { profileSchema, type Profile } from './profile';
export { orderSchema, orderItemSchema, orderStatuses, type Order, type OrderItem } from './order';
export { shopUserSchema, type ShopUser } from './shop-user';
export { postSchema, type Post } from './post';
