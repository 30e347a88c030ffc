/**
 * The numbers the schemas, the rules, the forms, the cart and the functions agree on, once. Plain
 * constants, no zod: the public pages import them without a schema library.
 * firestore.rules repeats the caps it checks (tests/rules/rules-match-contract.test.ts proves them equal).
 */

/** A product's fields. `maxPrice` in whole XOF is firestore.rules' price cap. */
export const productLimits = {
  maxPrice: 100_000_000,
  maxImages: 10,
  titleLength: 120,
  categoryLength: 40,
  descriptionLength: 2000,
  /** A size or a colour. */
  labelLength: 24,
  maxLabels: 20,
} as const;

/** What uploadProductImage accepts: the web checks the same limits before it sends a file. */
export const productImageLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size, against decompression bombs: a small file may declare a huge image. */
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  thumbnailWidths: [200, 400, 800],
} as const;

/** `maxTotal` in whole XOF is firestore.rules' cap too: staff could not move a larger order on. */
export const orderLimits = {
  maxLines: 50,
  maxQuantity: 99,
  maxTotal: 1_000_000_000,
  rejectionLength: 500,
  /** firestore.rules' cap on a cancellation's reason. */
  cancelReasonLength: 200,
  /** A Mobile Money transaction's reference, as the operator's SMS gives it. */
  paymentReferenceLength: 40,
  /** Why the owner or a manager corrected a payment (correctPayment). */
  correctionReasonLength: 200,
  /** What staff write for the delivery round on an order (a landmark, when to call). */
  deliveryNoteLength: 200,
  /** The most orders one rider's run of a day holds (its positions run 1 to this). */
  runLength: 200,
  /** Orders one shopper may place: a throwaway account cannot flood the staff's list. */
  perCustomerPerHour: 10,
  perCustomerPerDay: 30,
  /**
   * placeOrder calls one shopper may make an hour, refused ones included: past it a call is refused
   * before any pricing, stock or order number is read.
   */
  callsPerHour: 30,
} as const;

/** A shopper's and a post author's details. */
export const personLimits = { nameLength: 80, phoneLength: 20, addressLength: 200, zoneLength: 60, emailLength: 254 } as const;

/** A delivery zone, as staff set it: its name, its fee in whole XOF, the order it needs at least. */
export const zoneLimits = { nameLength: 40, maxFee: 100_000, maxZones: 50 } as const;

/** What shoppers write in the app: a post in the feed, a feedback message. */
export const messageLimits = { postLength: 1000, feedbackLength: 2000 } as const;

/** A referral code's characters, as firestore.rules repeats them for campaigns (rules-match-contract checks). */
export const referralCodePattern = '[A-Za-z0-9_-]{1,64}';

/** A referral campaign's label, as staff name it. */
export const referralLimits = { labelLength: 80 } as const;

/** A staff session on a device ends after this long without a tap or a key in the console. */
export const staffSessionLimits = { idleHours: 12 } as const;

/** Error reports of the site's pages and the functions' failures (operations.ts, /store/health). */
export const operationsLimits = {
  messageLength: 300,
  pageLength: 200,
  /** How long an error report is kept (the TTL policy deletes it after). */
  keepDays: 30,
  /** Reports one browser address (an IPv6 one's /64) may send a minute, per function instance. */
  reportsPerMinute: 10,
  /** Reports of one kind (page, kind and message) every address together may send a minute, per instance. */
  reportsPerKindPerMinute: 10,
  /** Kinds not seen this hour that one address may report a minute, per instance. */
  newKindsPerMinute: 3,
  /** Kinds not seen this hour every address together may report a minute, per instance: writes stay bounded. */
  newKindsPerMinuteInAll: 60,
  /** Reports of kinds seen this hour every address together may send a minute, per instance. */
  knownReportsPerMinuteInAll: 300,
  /** Errors a page sends at most per load, before any rate limit: one broken loop is not a flood. */
  reportsPerPage: 5,
} as const;
