import { z } from 'zod';
import { orderLimits, personLimits, productLimits, zoneLimits } from '../limits';
import { orderTotal } from '../order-total';
import { referralCodeSchema } from '../referrals';
import { storedChannels } from '../sales';
import { trackingTokenPattern } from '../tracking';
import { documentIdSchema, timestampSchema, trimmedText } from './common';
import { deliveryFailureReasons, isPaymentReference, orderStatuses, paymentMethods } from '../order-statuses';

export {
  orderStatuses,
  checkedOrderStatuses,
  deliveryFailureReasons,
  paymentMethods,
  paymentReferenceKey,
  paymentReferencePattern,
  isPaymentReference,
  type OrderStatus,
  type DeliveryFailureReason,
  type PaymentMethod,
} from '../order-statuses';

/** A Mobile Money reference as staff type it (paymentReferencePattern), trimmed. */
export const paymentReferenceTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(orderLimits.paymentReferenceLength)
  .refine(isPaymentReference, 'A reference holds only letters without accents, digits, spaces, ".", "-" and "/"');

/** An order's short number (order-numbers.ts): a whole number from 1. */
export const orderNumberSchema = z.number().int().min(1);
export const quantitySchema = z.number().int().min(1).max(orderLimits.maxQuantity);
export const variantSchema = trimmedText(productLimits.labelLength);

export const orderItemSchema = z
  .object({
    productId: documentIdSchema,
    title: trimmedText(productLimits.titleLength),
    price: z.number().int().min(0),
    quantity: quantitySchema,
    size: variantSchema.optional(),
    color: variantSchema.optional(),
  })
  .strict();

/** A document of zzstoreOrders. Who writes each field: contract/src/order-fields.ts. */
export const orderSchema = z
  .object({
    userId: documentIdSchema,
    items: z.array(orderItemSchema).min(1).max(orderLimits.maxLines),
    total: z.number().int().min(0).max(orderLimits.maxTotal),
    status: z.enum(orderStatuses),
    phone: trimmedText(personLimits.phoneLength),
    deliveryAddress: trimmedText(personLimits.addressLength),
    /**
     * The shopper's name as their shop user record had it when the server priced the order (placeOrder,
     * or the check of an app-written order): the lists show it without reading every customer.
     */
    customerName: trimmedText(personLimits.nameLength).optional(),
    /** The order's short number (orderNumberLabel), given by the server when it wrote the order. */
    number: orderNumberSchema.optional(),
    /** The delivery zone the shopper chose, its name then and the fee the server took from it (in `total`). */
    zoneId: documentIdSchema.optional(),
    zoneName: trimmedText(zoneLimits.nameLength).optional(),
    deliveryFee: z.number().int().min(0).max(zoneLimits.maxFee).optional(),
    /**
     * An order an app wrote without a zone while the shop delivers by zones: no fee in its total yet,
     * and it cannot be confirmed until staff set its zone (setOrderZone), which adds the fee.
     */
    zonePending: z.literal(true).optional(),
    /** The referral code of the campaign that brought the shopper (kept 30 days on their phone). */
    campaign: referralCodeSchema.optional(),
    /** The staff member who took the order by phone (placePhoneOrder). */
    takenBy: documentIdSchema.optional(),
    /** How an order staff took came in (a call or a WhatsApp message), or `web` for the site's cart (contract/src/sales.ts). */
    channel: z.enum(storedChannels).optional(),
    /** The token of the customer's link to follow the order (contract/src/tracking.ts). */
    trackingToken: z.string().regex(trackingTokenPattern).optional(),
    /** The key of the customer's record, from the phone (contract/src/customers.ts): their page lists orders by it. */
    customerKey: z
      .string()
      .regex(/^\d{6,15}$/)
      .optional(),
    /**
     * Until when an order staff have not confirmed holds its units: then the server cancels it and gives
     * them back (contract/src/order-holds.ts). Orders the shopper placed have it; phone orders do not.
     */
    holdUntil: timestampSchema.optional(),
    createdAt: timestampSchema,
    /** When the server priced the order (placeOrder, or the check of an app-written order). */
    checkedAt: timestampSchema.optional(),
    /** Why the check refused an app-written order, for staff and the shopper. */
    rejection: trimmedText(orderLimits.rejectionLength).optional(),
    /** The last move by staff: its document in `statusChanges`, who made it and when. */
    statusChangeId: documentIdSchema.optional(),
    statusChangedBy: documentIdSchema.optional(),
    statusChangedAt: timestampSchema.optional(),
    /** Why staff cancelled the order; present exactly when it is cancelled by staff. */
    cancelReason: trimmedText(orderLimits.cancelReasonLength).optional(),
    /** Why its last delivery failed, and what the rider or staff added; set by the move to `deliveryFailed`. */
    failureReason: z.enum(deliveryFailureReasons).optional(),
    failureNote: trimmedText(orderLimits.cancelReasonLength).optional(),
    /** How the customer paid, as staff recorded it (a Mobile Money payment with its reference), who and when. */
    payment: z.enum(paymentMethods).optional(),
    paymentReference: paymentReferenceTextSchema.optional(),
    paidBy: documentIdSchema.optional(),
    paidAt: timestampSchema.optional(),
    /** The payment's record in `paymentChanges`, written in the same batch. */
    paymentChangeId: documentIdSchema.optional(),
    /**
     * The version of the order's money: one more with each payment, correction, hand-over, close and
     * refund. Staff record the first payment against the version they saw (the rules refuse it once it
     * moved); everything after that is the server's.
     */
    moneyVersion: z.number().int().min(1).optional(),
    /**
     * Who holds a cash payment's money now, and since when: whoever recorded it (the rider at the door,
     * the seller at the counter); a Mobile Money payment has none.
     */
    cashHolder: documentIdSchema.optional(),
    cashSince: timestampSchema.optional(),
    /** The day's close that counted this cash (cashCloses), which leaves it held by nobody. */
    cashClosedIn: documentIdSchema.optional(),
    /** Units returned so far, by the line's place in `items` (recordReturn): never more than were bought. */
    returnedUnits: z.record(z.string().regex(/^\d{1,2}$/), z.number().int().min(1)).optional(),
    /** F CFA refunded so far on the order (refundReturn): never more than was paid. */
    refunded: z.number().int().min(0).optional(),
    /**
     * The delivery run the order is in: its rider (an account with the rider role), the Niamey day of
     * the run and its place in the run (1 first); who assigned it and when. Staff assign and take back.
     */
    riderId: documentIdSchema.optional(),
    runDay: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    runPosition: z.number().int().min(1).max(orderLimits.runLength).optional(),
    assignedBy: documentIdSchema.optional(),
    assignedAt: timestampSchema.optional(),
    /** What staff wrote for the delivery round (a landmark, when to call); the delivery sheet shows it. */
    deliveryNote: trimmedText(orderLimits.deliveryNoteLength).optional(),
    /** Who last edited the order's details (order-fields.ts, orderDetailFields) and when. */
    detailsEditedBy: documentIdSchema.optional(),
    detailsEditedAt: timestampSchema.optional(),
  })
  .strict()
  .refine((order) => order.total === orderTotal(order.items, order.deliveryFee), {
    message: 'The total is the sum of price times quantity, and the delivery fee',
    path: ['total'],
  });

export type Order = z.infer<typeof orderSchema>;

/** A document of an order's `statusChanges`: one move by staff, written with the order's new status. */
export const orderStatusChangeSchema = z
  .object({
    from: z.enum(orderStatuses),
    to: z.enum(orderStatuses),
    by: documentIdSchema,
    /** The staff member's sign-in email, as the history shows them. */
    byEmail: trimmedText(personLimits.emailLength).optional(),
    at: timestampSchema,
    /** Why: a cancellation's reason, or what was added to a failed delivery's. */
    reason: trimmedText(orderLimits.cancelReasonLength).optional(),
    /** A failed delivery's reason from the list. */
    failureReason: z.enum(deliveryFailureReasons).optional(),
  })
  .strict();

export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * A document of an order's `paymentChanges`: a payment as staff recorded it (cash, or Mobile Money
 * with its reference), who and when; written with the order's payment fields, never changed. The first
 * is staff's; each later one is a correction, the server's.
 */
export const orderPaymentChangeSchema = z
  .object({
    payment: z.enum(paymentMethods),
    reference: paymentReferenceTextSchema.optional(),
    by: documentIdSchema,
    byEmail: trimmedText(personLimits.emailLength).optional(),
    at: timestampSchema,
    /** A correction (correctPayment, the owner or a manager): why, and its record in paymentCorrections. */
    reason: trimmedText(orderLimits.correctionReasonLength).optional(),
    correctionId: documentIdSchema.optional(),
  })
  .strict();
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * A document of `paymentReferences`, keyed by paymentReferenceKey: the order a Mobile Money reference
 * was recorded on, written with that payment, so one reference pays one order only; or the return a
 * Mobile Money refund was sent for (`refundOf`, written by refundReturn), so it serves once too.
 */
export const paymentReferenceSchema = z
  .object({
    orderId: documentIdSchema,
    refundOf: documentIdSchema.optional(),
    by: documentIdSchema,
    at: timestampSchema,
  })
  .strict();
export type PaymentReference = z.infer<typeof paymentReferenceSchema>;
