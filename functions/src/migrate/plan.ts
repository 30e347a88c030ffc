import { Timestamp } from 'firebase-admin/firestore';
import { customerKeyOf } from '@kasuwa/contract/customers';
import { normaliseProductDates } from '@kasuwa/contract/schemas';
import { listedAtOf } from '../feedback/listed-at';

/** What one document needs, named as the report counts it. */
export const changeKinds = {
  listedAtFromCreatedAt: 'feedback listedAt from createdAt',
  listedAtFromCreateTime: 'feedback listedAt from the create time (flagged: no createdAt)',
  productTime: 'product time normalised',
  productDate: 'product date normalised',
  productThumbnails: 'product thumbnails made',
  productSearchWords: 'product search words written',
  orderCreatedAt: 'order createdAt from the create time (flagged: no createdAt)',
  orderSales: 'order counted in the sales',
  orderCustomerKey: 'order customerKey from its phone',
  orderTrackingToken: 'order trackingToken given',
} as const;

export type ChangeKind = (typeof changeKinds)[keyof typeof changeKinds];

export interface StoredDocument {
  id: string;
  data: { [field: string]: unknown };
  createTime: Timestamp;
}

export interface PlannedChange {
  kinds: ChangeKind[];
  update: { [field: string]: unknown };
}

/**
 * Feedback stored before stampFeedbackListedAt existed has no `listedAt` and never shows in the staff
 * list. It gets the value the trigger would have written; one without createdAt is flagged, as its
 * place in the list is its arrival in Firestore, not the moment its author sent it.
 */
export function feedbackChange(feedback: StoredDocument): PlannedChange | null {
  if (feedback.data.listedAt instanceof Timestamp) return null;
  const kind =
    feedback.data.createdAt instanceof Timestamp ? changeKinds.listedAtFromCreatedAt : changeKinds.listedAtFromCreateTime;
  return { kinds: [kind], update: { listedAt: listedAtOf(feedback) } };
}

/** A product's `time` and `date` in the shapes the rules accept, as the editor saves them. */
export function productDatesChange(product: StoredDocument): PlannedChange | null {
  const dates = normaliseProductDates(product.data.time, product.data.date, product.createTime.toMillis());
  const change: PlannedChange = { kinds: [], update: {} };
  if (dates.changed.time) {
    change.kinds.push(changeKinds.productTime);
    change.update.time = Timestamp.fromMillis(dates.timeMillis);
  }
  if (dates.changed.date) {
    change.kinds.push(changeKinds.productDate);
    change.update.date = dates.date;
  }
  return change.kinds.length ? change : null;
}

/**
 * The image URLs whose thumbnails must be made: all of them when the product has no `thumbnails` list
 * parallel to `images` (the rules accept only a parallel list), none otherwise.
 */
export function imagesWithoutThumbnails(product: StoredDocument): string[] {
  const { images, thumbnails } = product.data;
  // A list holding anything but URLs is not a product the editor or this script can repair.
  if (!Array.isArray(images) || images.length === 0 || !images.every((url) => typeof url === 'string')) return [];
  return Array.isArray(thumbnails) && thumbnails.length === images.length ? [] : images;
}

/**
 * The staff's order list reads orders by `createdAt`, newest first, so an order an old app saved
 * without it (or with something else in it) would never show. It gets its create time in Firestore.
 */
function orderCreatedAtChange(order: StoredDocument): PlannedChange | null {
  if (order.data.createdAt instanceof Timestamp) return null;
  return { kinds: [changeKinds.orderCreatedAt], update: { createdAt: order.createTime } };
}

/**
 * What an order stored before customer records and tracking links lacks: the key of its customer
 * (customer pages list orders by it), and, once priced, its tracking link's token (`newToken` makes one).
 */
function orderLinksChange(order: StoredDocument, newToken: () => string): PlannedChange | null {
  const change: PlannedChange = { kinds: [], update: {} };
  const key = customerKeyOf(typeof order.data.phone === 'string' ? order.data.phone : undefined);
  if (key && order.data.customerKey !== key) {
    change.kinds.push(changeKinds.orderCustomerKey);
    change.update.customerKey = key;
  }
  const priced = order.data.status !== 'pending' && order.data.status !== 'rejected';
  if (priced && typeof order.data.trackingToken !== 'string') {
    change.kinds.push(changeKinds.orderTrackingToken);
    change.update.trackingToken = newToken();
  }
  return change.kinds.length ? change : null;
}

/** An order's changes: its date, then its customer's key and its tracking token. */
export function orderChange(order: StoredDocument, newToken: () => string): PlannedChange | null {
  const changes = [orderCreatedAtChange(order), orderLinksChange(order, newToken)].filter(
    (change): change is PlannedChange => change !== null,
  );
  if (changes.length === 0) return null;
  return {
    kinds: changes.flatMap((change) => change.kinds),
    update: Object.assign({}, ...changes.map((change) => change.update)) as PlannedChange['update'],
  };
}
