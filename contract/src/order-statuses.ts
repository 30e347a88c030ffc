/**
 * An order's statuses, its failure reasons and its payment methods as plain constants, without zod:
 * the staff pages that only show or move orders (a rider's phone among them) read them without loading
 * the schemas. contract/src/schemas/order.ts builds the order's schema from them and re-exports them.
 *
 * An order's life. `placeOrder` writes `new`. An order an app writes itself (the Android app before
 * it moves to `placeOrder`) starts `pending` and a function prices it from the catalogue: `new` when
 * every price and the total match, `rejected` with a reason otherwise. Staff move `new` on: a confirmed
 * order goes out with a rider (`outForDelivery`), and is delivered, or fails at the door
 * (`deliveryFailed`, with a reason) and goes out again or is cancelled. `checkedOrderStatuses` are those
 * of the orders the server has priced: what staff work with.
 */
export const checkedOrderStatuses = ['new', 'confirmed', 'outForDelivery', 'deliveryFailed', 'delivered', 'cancelled'] as const;
export const orderStatuses = ['pending', ...checkedOrderStatuses, 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How a customer paid: cash on delivery, or Mobile Money (Airtel Money, Moov Money…) with its reference. */
export const paymentMethods = ['cash', 'mobile-money'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Why a delivery failed at the door, as the rider or staff record it with the move to
 * `deliveryFailed` (a note may say more): the customer was absent, refused the parcel, could not be
 * reached by phone, the address could not be found, or something else the note says.
 */
export const deliveryFailureReasons = ['absent', 'refused', 'unreachable', 'address', 'other'] as const;
export type DeliveryFailureReason = (typeof deliveryFailureReasons)[number];

/**
 * What a Mobile Money reference may be written with: unaccented letters, digits, space, `.`, `-` and
 * `/`, as the operators' SMS print them. Nothing else, so a look-alike letter (a Cyrillic А for an A)
 * cannot pass for another reference. firestore.rules holds the same (`referenceText`).
 */
export const paymentReferencePattern = /^[A-Za-z0-9 ./-]+$/;

/**
 * How a Mobile Money reference is known across the shop: its letters and digits, in capitals, without
 * its separators, so that "mp 2411-25" and "MP241125" are one reference. firestore.rules writes the
 * same (`paymentKey`).
 */
export const paymentReferenceKey = (reference: string) => reference.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether staff may record this (trimmed) reference: the alphabet above, with at least one letter or digit. */
export const isPaymentReference = (reference: string) =>
  paymentReferencePattern.test(reference) && paymentReferenceKey(reference) !== '';
