import { brand } from './brand';

/** Firestore collection names, shared with the Android app. */
export const collections = {
  products: 'zzstoreProducts',
  orders: 'zzstoreOrders',
  shopUsers: 'zzstoreUsers',
  posts: `${brand.slug}Posts`,
  feedback: 'feedback',
  /** The public catalogue as the catalogue function serves it, kept by a trigger (functions only). */
  catalogue: 'catalogue',
  profiles: 'users',
  /** Where the shop delivers and for how much: staff keep them, /panier and placeOrder read them. */
  deliveryZones: 'deliveryZones',
  /** Sequences the server keeps, such as the last order number given (functions only). */
  counters: 'counters',
  /**
   * Stock per product × size × colour, held by the server: a variant whose stock document exists sells
   * at most `available` more units; a variant without one sells as before stock existed. Kept apart
   * from products, so a sale never conflicts with a product edit. Functions only write them.
   */
  stock: 'stock',
  stockMovements: 'stockMovements',
  stockSettings: 'stockSettings',
  /**
   * What each customer's unconfirmed orders hold, one document per customer (functions only): each
   * order's units per variant and its hold's end, read and written in the order's transaction.
   */
  heldUnits: 'heldUnits',
  /** Who gave which number's phone orders to which account, and how many (functions only). */
  phoneLinks: 'phoneLinks',
  /**
   * Call counters of rate-limited callables, one document per counted key, named by the key's SHA-256
   * so no email or address is stored in clear (functions only).
   */
  rateLimits: 'rateLimits',
  /** Leases that make role changes run one at a time (functions only). */
  locks: 'locks',
  /** The audit of role changes, written by functions, read by staff. */
  roleChanges: 'roleChanges',
  /** `backup`: the last nightly backup's start, its export's place and its accounts' count. */
  operationsStatus: 'operationsStatus',
  /** What browsers reported, and what functions failed: one document per kind and hour, with `expiresAt`. */
  clientErrors: 'clientErrors',
  functionFailures: 'functionFailures',
  referralShards: 'referralShards',
  referralCampaigns: 'referralCampaigns',
  referralVisitors: 'referralVisitors',
  referralSalts: 'referralSalts',
  /** A key's closed days of one month, summed from their shards once (getReferralStats reads these). */
  referralRollups: 'referralRollups',
  /**
   * The orders a campaign brought, per Niamey day of one year (`{code}:{year}`, a map of days), kept
   * by a trigger on orders: the referrals page reads one document per campaign and year, never orders.
   */
  campaignOrders: 'campaignOrders',
  /** One per order and kind of count (placed, delivered, cancelled): a trigger run twice counts once. */
  campaignOrderEvents: 'campaignOrderEvents',
  /** Each Mobile Money reference recorded, keyed by paymentReferenceKey, with its order: one reference pays one order. */
  paymentReferences: 'paymentReferences',
  /** Each correction of an order's payment (correctPayment), who, why, and whose closes list it (functions only). */
  paymentCorrections: 'paymentCorrections',
  /** Cash handed from one staff member to another, recorded by the receiver (receiveCash), never changed. */
  cashHandovers: 'cashHandovers',
  /** Each staff member's cash in hand, by order, kept by functions (see cashInHandSchema). */
  cashInHand: 'cashInHand',
  /** Each day's close of a person's cash, and later adjustments (functions only, never changed). */
  cashCloses: 'cashCloses',
  /** The lines of each close, keyed by the close's id (functions only): what the close sheet prints. */
  cashCloseLines: 'cashCloseLines',
  /** Orders delivered with no payment recorded, one per order, kept by a trigger (functions only). */
  unpaidDeliveries: 'unpaidDeliveries',
  /** What customers brought back of a delivered order, and its refund (functions only). */
  orderReturns: 'orderReturns',
  /** The shop's sales of one Niamey day (contract/src/sales.ts), kept by functions: the reports page reads these. */
  salesDays: 'salesDays',
  /** Each variant's units and F CFA sold in a month (`{month}_{stockId}`), kept with salesDays: the best sellers. */
  salesVariantMonths: 'salesVariantMonths',
  /** Each day's sales totals of a year (and the last months of the year before), kept with salesDays. */
  salesTrends: 'salesTrends',
  /** What each order counts for in salesDays, as last counted: a change is counted once (functions only). */
  salesCounted: 'salesCounted',
  /** One record per customer's phone number (contract/src/customers.ts), kept with the sales (functions only). */
  customers: 'customers',
  /** What staff note of a customer, one note a document, never changed. */
  customerNotes: 'customerNotes',
  /** Each order's public view for its tracking link (contract/src/tracking.ts), kept by a trigger (functions only). */
  tracking: 'tracking',
} as const;

/** The subcollections of an order. */
export const orderSubcollections = {
  /** Its moves: who, when, from, to and why. */
  statusChanges: 'statusChanges',
  /** Every payment staff recorded: a correction keeps the one before. */
  paymentChanges: 'paymentChanges',
} as const;

/** Folders of the blob store. */
export const blobFolders = {
  productImages: 'zzstoreImages',
  feedbackScreenshots: 'feedbackScreenshots',
} as const;
