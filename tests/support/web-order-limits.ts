/** The counters placeWebOrder keeps (functions/src/web-orders/web-order-limits.ts), as tests reset them. */
export const webOrderLimitNames = [
  'web-orders-hour',
  'web-orders-day',
  'web-orders-connection-hour',
  'web-orders-all-hour',
  'web-order-attempts-hour',
  'web-order-attempts-connection-hour',
];
