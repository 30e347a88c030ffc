export { readProduct, type StoredProduct, type StoredImage } from './product';
export {
  readOrder,
  readOrderPaymentChange,
  readOrderStatusChange,
  type StoredOrder,
  type StoredOrderItem,
  type StoredOrderPaymentChange,
  type StoredOrderStatusChange,
} from './order';
export {
  readShopUser,
  readProfile,
  readRoleChange,
  type StoredShopUser,
  type StoredProfile,
  type StoredRoleChange,
} from './people';
export { readPost, readFeedback, type StoredPost, type StoredFeedback } from './messages';
export { readCampaign, type StoredCampaign } from './campaign';
export { isRecord, text, webUrl, wholeNumber } from './values';
export {
  readClientError,
  readFunctionFailure,
  readBackupStatus,
  type StoredClientError,
  type StoredFunctionFailure,
  type StoredBackupStatus,
} from './operations';
export {
  readCashClose,
  readCashCloseLines,
  readCashInHand,
  readUnpaidDelivery,
  type StoredCashClose,
  type StoredCashCloseLines,
  type StoredUnpaidDelivery,
} from './cash';
export { readOrderReturn, type StoredOrderReturn } from './returns';
