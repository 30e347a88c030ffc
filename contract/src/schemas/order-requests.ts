import { z } from 'zod';
import { orderLimits, personLimits } from '../limits';
import { referralCodeSchema } from '../referrals';
import { staffChannels } from '../sales';
import { documentIdSchema, trimmedText } from './common';
import { checkedOrderStatuses } from '../order-statuses';
import { orderItemSchema, orderNumberSchema, quantitySchema, variantSchema } from './order';

/** What the order callables take and answer: placeOrder (the app), placePhoneOrder and setOrderZone (the console). */

/** A line of a placeOrder request: what the shopper chose; the price comes from the catalogue. */
export const orderLineRequestSchema = z
  .object({
    productId: documentIdSchema,
    quantity: quantitySchema,
    size: variantSchema.optional(),
    color: variantSchema.optional(),
  })
  .strict();

/**
 * A placeOrder call's own id, made by the app once per order it means to place (a random UUID will
 * do) and sent again, unchanged, when it retries: every call with the same id, however many and
 * however concurrent, places one order and answers it.
 */
export const orderRequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A request id is 16 to 64 letters, digits, "_" or "-"');

/** placeOrder's request (signed in, verified email). Called by the Android app. */
export const placeOrderRequestSchema = z
  .object({
    lines: z.array(orderLineRequestSchema).min(1).max(orderLimits.maxLines),
    phone: trimmedText(personLimits.phoneLength),
    deliveryAddress: trimmedText(personLimits.addressLength),
    /** Optional for apps that predate it; without it a retried call may place a second order. */
    requestId: orderRequestIdSchema.optional(),
    /** The delivery zone (a deliveryZones id); the server takes its fee. Optional for apps that predate zones. */
    zoneId: documentIdSchema.optional(),
    /** The referral code the shopper arrived with, if any: stored on the order for the campaign's figures. */
    campaign: referralCodeSchema.optional(),
  })
  .strict();

/**
 * placeOrder's answer: the order as written, priced in whole XOF. A retry (same `requestId`) answers
 * the order placed by the first call, with its status as it is now (staff may have moved it since).
 */
export const placeOrderResponseSchema = z
  .object({
    orderId: documentIdSchema,
    /** Its short number, to tell staff on the phone; absent only for an order placed before numbers. */
    number: orderNumberSchema.optional(),
    status: z.enum(checkedOrderStatuses),
    items: z.array(orderItemSchema).min(1).max(orderLimits.maxLines),
    /** The zone's fee, in `total`, when the order names a zone. */
    deliveryFee: z.number().int().min(0).optional(),
    zoneName: z.string().optional(),
    total: z.number().int().min(0),
  })
  .strict();

/**
 * placePhoneOrder's request (staff only): an order a customer gave on the phone, priced by the same
 * server code as placeOrder. The customer is an existing shop user (their uid) or a name for a phone
 * number without an account; the request id is required, so a double tap places one order.
 */
export const placePhoneOrderRequestSchema = z
  .object({
    customer: z.union([
      z.object({ uid: documentIdSchema }).strict(),
      z.object({ name: trimmedText(personLimits.nameLength) }).strict(),
    ]),
    lines: z.array(orderLineRequestSchema).min(1).max(orderLimits.maxLines),
    phone: trimmedText(personLimits.phoneLength).refine(
      (phone) => phone.replace(/\D/g, '').length >= 6,
      'A phone number has at least 6 digits',
    ),
    deliveryAddress: trimmedText(personLimits.addressLength),
    requestId: orderRequestIdSchema,
    zoneId: documentIdSchema.optional(),
    campaign: referralCodeSchema.optional(),
    /** How the order came in; a call unless staff say it came by WhatsApp. */
    channel: z.enum(staffChannels).optional(),
  })
  .strict();
export type PlacePhoneOrderRequest = z.infer<typeof placePhoneOrderRequestSchema>;

export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

/** setOrderZone input (staff who work orders): the zone of an unconfirmed, unpaid order, whose fee it adds. */
export const setOrderZoneInputSchema = z.object({ orderId: documentIdSchema, zoneId: documentIdSchema }).strict();
export type SetOrderZoneInput = z.infer<typeof setOrderZoneInputSchema>;

/** setOrderZone output: the zone as the order now carries it, and its new total. */
export const setOrderZoneOutputSchema = z
  .object({ zoneName: z.string(), deliveryFee: z.number().int().min(0), total: z.number().int().min(0) })
  .strict();
export type SetOrderZoneOutput = z.infer<typeof setOrderZoneOutputSchema>;
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
