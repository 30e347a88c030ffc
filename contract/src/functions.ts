/**
 * Where the functions run and what they are called, so the web, the tests and the Android app build
 * the same URLs. europe-west1 is the closest region to Niamey.
 */
export const functionsRegion = 'europe-west1';

export const functionNames = {
  blobs: 'blobs',
  trackReferral: 'trackReferral',
  getReferralStats: 'getReferralStats',
  setEmailVerified: 'setEmailVerified',
  setUserRole: 'setUserRole',
  listStaff: 'listStaff',
  findAccount: 'findAccount',
  setStock: 'setStock',
  setLowStockDefault: 'setLowStockDefault',
  uploadProductImage: 'uploadProductImage',
  placeOrder: 'placeOrder',
  placePhoneOrder: 'placePhoneOrder',
  placeWebOrder: 'placeWebOrder',
  setOrderHolds: 'setOrderHolds',
  setOrderZone: 'setOrderZone',
  findPhoneCustomers: 'findPhoneCustomers',
  linkPhoneOrders: 'linkPhoneOrders',
  lapseUnconfirmedOrders: 'lapseUnconfirmedOrders',
  receiveCash: 'receiveCash',
  setCashSettings: 'setCashSettings',
  closeCashDay: 'closeCashDay',
  adjustCashClose: 'adjustCashClose',
  correctPayment: 'correctPayment',
  recordReturn: 'recordReturn',
  refundReturn: 'refundReturn',
  setReturnSettings: 'setReturnSettings',
} as const;
