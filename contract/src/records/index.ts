export { readProduct, type StoredProduct, type StoredImage } from './product';
export { readOrder, readOrderStatusChange, type StoredOrder, type StoredOrderItem, type StoredOrderStatusChange } from './order';
export { readShopUser, readProfile, type StoredShopUser, type StoredProfile } from './people';
export { readPost, readFeedback, type StoredPost, type StoredFeedback } from './messages';
export { isRecord, text, webUrl, wholeNumber } from './values';
