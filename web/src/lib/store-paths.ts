/**
 * The store admin's addresses, in one table: the routes (`route`, relative to /store), the menu and
 * every link and redirect take them from here.
 */
const base = '/store';

const page = (route: string) => ({ route, path: `${base}/${route}` });
/** A page of one record: the route names its id `param`, which the page reads with useParams. */
const byId = (route: string, param: string) => ({
  route: `${route}/:${param}`,
  path: (id: string) => `${base}/${route}/${encodeURIComponent(id)}`,
});

export const storePaths = {
  /** The product dashboard, the store's root, where the spec sends staff after a save. */
  products: { route: '', path: base },
  newProduct: page('products/new'),
  product: byId('products', 'productId'),
  orders: page('orders'),
  order: byId('orders', 'orderId'),
  /** An order's French receipt, to print or save as PDF. */
  receipt: {
    route: 'orders/:orderId/receipt',
    path: (orderId: string) => `${base}/orders/${encodeURIComponent(orderId)}/receipt`,
  },
  /** An order taken by phone, entered by staff. */
  newOrder: page('orders/new'),
  /** A day's orders of one zone, to print for the delivery round (?zone=&day=). */
  deliverySheet: page('orders/deliveries'),
  users: page('users'),
  posts: page('posts'),
  referrals: page('referrals'),
  zones: page('zones'),
  staff: page('staff'),
  /** Errors reported lately, function failures and the last backup. */
  health: page('health'),
} as const;
