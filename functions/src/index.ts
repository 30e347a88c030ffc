import './global-options';

export { findAccount, listStaff, setEmailVerified, setUserRole, syncRoleClaim } from './accounts';
export { blobs } from './blobs';
export { adjustCashClose, closeCashDay, receiveCash, setCashSettings } from './cash';
export { catalogue, updateCatalogue, updateCatalogueStock } from './catalogue';
export { deliveryZones } from './delivery-zones';
export { removeFeedbackScreenshot, stampFeedbackListedAt } from './feedback';
export {
  findPhoneCustomers,
  lapseUnconfirmedOrders,
  linkPhoneOrders,
  placeOrder,
  placePhoneOrder,
  setOrderHolds,
  setOrderZone,
} from './orders';
export { nightlyBackup, reportClientError } from './operations';
export { followOrder } from './order-trigger';
export { correctPayment } from './payments';
export { productPage } from './product-page';
export { indexProductSearch } from './product-search';
export { recordReturn, refundReturn, setReturnSettings } from './returns';
export { trackingPage } from './tracking';
export { removeDeletedProductImages, removeDroppedProductImages, uploadProductImage } from './product-images';
export { getReferralStats, trackReferral } from './referrals';
export { markLowStock, removeDeletedProductStock, setLowStockDefault, setStock } from './stock';
export { placeWebOrder } from './web-orders';
