export { readProduct, type StoredProduct, type StoredImage } from './product';
export { readOrder, type StoredOrder, type StoredOrderItem } from './order';
export { readShopUser, readProfile, type StoredShopUser, type StoredProfile } from './people';
export { readPost, readFeedback, type StoredPost, type StoredFeedback } from './messages';
export { isRecord, text, webUrl, wholeNumber } from './values';
