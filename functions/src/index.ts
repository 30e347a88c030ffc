import './global-options';

export { findAccount, listStaff, setEmailVerified, setUserRole, syncRoleClaim } from './accounts';
export { blobs } from './blobs';
export { adjustCashClose, closeCashDay, followOrderCash, receiveCash, setCashSettings } from './cash';
export { catalogue, updateCatalogue, updateCatalogueStock } from './catalogue';
export { deliveryZones } from './delivery-zones';
export { removeFeedbackScreenshot, stampFeedbackListedAt } from './feedback';
export {
  checkAppWrittenOrder,
  findPhoneCustomers,
  lapseUnconfirmedOrders,
  linkPhoneOrders,
  placeOrder,
  placePhoneOrder,
  releaseOrderHold,
  setOrderHolds,
  setOrderZone,
} from './orders';
export { nightlyBackup, reportClientError } from './operations';
export { correctPayment } from './payments';
export { indexProductSearch } from './product-search';
export { recordReturn, refundReturn, setReturnSettings } from './returns';
export { countOrderSales } from './sales';
export { followOrderTracking, trackingPage } from './tracking';
export { removeDeletedProductImages, removeDroppedProductImages, uploadProductImage } from './product-images';
export { countCampaignOrders, getReferralStats, trackReferral } from './referrals';
export { markLowStock, removeDeletedProductStock, setLowStockDefault, setStock, settleOrderStock } from './stock';
