import type { StaffPermission } from '@kasuwa/contract/staff-roles';

/**
 * The store admin's addresses, in one table: the routes (`route`, relative to /store), the menu and
 * every link and redirect take them from here, with the staff power each page needs (`permission`):
 * the menu shows only the pages the role opens, and a page opened by its address without the power
 * says so.
 */
const base = '/store';

const page = (route: string, permission: StaffPermission) => ({ route, path: `${base}/${route}`, permission });
/** A page of one record: the route names its id `param`, which the page reads with useParams. */
const byId = (route: string, param: string, permission: StaffPermission) => ({
  route: `${route}/:${param}`,
  path: (id: string) => `${base}/${route}/${encodeURIComponent(id)}`,
  permission,
});

export const storePaths = {
  /** The product dashboard, the store's root, where the spec sends staff after a save. */
  products: { route: '', path: base, permission: 'read' },
  newProduct: page('products/new', 'catalogue'),
  /** The catalogue out to Excel and back in: the export, the import's dry run and its apply. */
  catalogueFile: page('products/file', 'catalogue'),
  product: byId('products', 'productId', 'catalogue'),
  orders: page('orders', 'read'),
  order: byId('orders', 'orderId', 'read'),
  /** An order's French receipt, to print or save as PDF. */
  receipt: {
    route: 'orders/:orderId/receipt',
    path: (orderId: string) => `${base}/orders/${encodeURIComponent(orderId)}/receipt`,
    permission: 'read',
  },
  /** An order taken by phone, entered by staff. */
  newOrder: page('orders/new', 'orders'),
  /** A day's orders of one zone, to print for the delivery round (?zone=&day=). */
  deliverySheet: page('orders/deliveries', 'read'),
  users: page('users', 'read'),
  /** One customer by their phone number's key: figures, orders, notes. */
  customer: byId('customers', 'customerKey', 'read'),
  posts: page('posts', 'content'),
  referrals: page('referrals', 'figures'),
  zones: page('zones', 'settings'),
  staff: page('staff', 'staff'),
  /** Errors reported lately, function failures and the last backup. */
  health: page('health', 'health'),
  /** The cash riders hand over, recorded by the staff member who receives it. */
  cash: page('cash', 'orders'),
  /** A day's close of someone's cash, its French sheet to print. */
  cashClose: byId('cash/closes', 'closeId', 'orders'),
  /** Returns and refunds: refunds running late, the newest returns, the terms' exclusions. */
  returns: page('returns', 'read'),
  /** A return's French credit note (avoir), to print. */
  creditNote: byId('returns', 'returnId', 'read'),
  /** The shop's sales over a period, in charts and as CSV. */
  reports: page('reports', 'figures'),
  /** The signed-in rider's run of today, made for a phone. */
  run: page('run', 'run'),
} as const satisfies Record<string, { route: string; path: unknown; permission: StaffPermission }>;
