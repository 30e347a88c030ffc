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
} as const;

/** Folders of the blob store. */
export const blobFolders = {
  productImages: 'zzstoreImages',
  feedbackScreenshots: 'feedbackScreenshots',
} as const;
