import { createHash } from 'node:crypto';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import { orderLimits } from '@kasuwa/contract/limits';
import type { OrderHolds } from '@kasuwa/contract/order-holds';
import { orderRequestText, requestedOrderIdFrom } from '@kasuwa/contract/order-numbers';
import { placeOrderRequestSchema, type Order, type PlaceOrderResponse } from '@kasuwa/contract/schemas';
import type { SoldOut } from '@kasuwa/contract/stock';
import { priceOrder, type PricingDeps } from './price-order';
import { refusalDetails } from './pricing';

/**
 * The order placeOrder writes, in the contract's fields: the shopper's name from their shop user record
 * when they have one, the zone's name and fee when it names one (the fee in `total`), the referral code
 * they arrived with, the staff member who took a phone order. The store stamps createdAt and checkedAt.
 */
export type NewOrder = Pick<
  Order,
  | 'userId'
  | 'items'
  | 'total'
  | 'phone'
  | 'deliveryAddress'
  | 'customerName'
  | 'zoneId'
  | 'zoneName'
  | 'deliveryFee'
  | 'campaign'
  | 'takenBy'
  | 'channel'
  | 'deliveryNote'
> & { status: 'new' };

/** Why an order past a shopper's limits is refused (placeOrder) or rejected (an app's own write). */
export const tooManyOrders = `Too many orders: at most ${orderLimits.perCustomerPerHour} an hour and ${orderLimits.perCustomerPerDay} a day. Try again later.`;

/** Why a placeOrder call past the shopper's hourly budget of calls is refused, before any work. */
export const tooManyCalls = `Too many attempts to order: at most ${orderLimits.callsPerHour} an hour. Try again later.`;

/** Why an order without a zone is refused once the shop delivers by zones, in French for the shopper. */
export const zoneNeeded = 'Choisissez votre zone de livraison : elle donne le prix de la livraison.';

/** An order placeOrder wrote before, as its answer gives it again. */
export type PlacedOrder = Omit<PlaceOrderResponse, 'orderId'> & { userId: string };

/** The order's id when the app names its request: the same for every call of that shopper with that id. */
export function requestedOrderId(uid: string, requestId: string): string {
  return requestedOrderIdFrom(createHash('sha256').update(orderRequestText(uid, requestId)).digest('hex'));
}

export interface PlaceOrderDeps extends PricingDeps {
  /** Counts one call of this shopper against the hourly budget of calls; false when it is spent (nothing counted). */
  consumeCall(uid: string): Promise<boolean>;
  /** Whether one more order of this shopper fits the order limits now (a read; the order's transaction counts it). */
  withinOrderLimits(uid: string): Promise<boolean>;
  /** Whether the shop delivers by zones now, so an order must name one. */
  shopHasZones(): Promise<boolean>;
  /** The shop's hold settings now: how long an unconfirmed order holds its units, and how many. */
  readHolds(): Promise<OrderHolds>;
  /** Whether Auth says the account's email is verified now (its ID token may predate the check). */
  emailVerifiedNow(uid: string): Promise<boolean>;
  /** The name on the shop user record of this account, if any (one read). */
  customerNameOf(uid: string): Promise<string | undefined>;
  /** The order with this id, or null. */
  findOrder(orderId: string): Promise<PlacedOrder | null>;
  /**
   * In one transaction: the order already under `orderId` if a twin call wrote it first; else the
   * order counted against the shopper's limits (`limited` when one is used up), the units their
   * unconfirmed orders hold within `holds` (`heldTooMuch`, in French), its variants' stock reserved
   * (`soldOut`, in French with its code, when one has too few), its number taken and the order written under
   * `orderId` (a new id when none), holding its units for the settings' time. When refused, nothing is written.
   */
  saveOrder(
    order: NewOrder,
    orderId: string | undefined,
    holds: OrderHolds,
  ): Promise<
    | { saved: string; number: number }
    | { existing: PlacedOrder }
    | { limited: true }
    | { heldTooMuch: string }
    | { soldOut: SoldOut }
  >;
}

/**
 * placeOrder: the shopper's lines, priced from the catalogue as it is now. The client's word is only
 * which products, how many and which variant; prices and the total are the server's. A shopper places
 * at most 10 orders an hour and 30 a day, in at most 30 calls an hour, each limit checked before any
 * pricing; calls with the same `requestId` place one order. Until staff confirm it, the order holds its
 * units for the shop's hold time, and one shopper's unconfirmed orders hold a bounded number of units.
 */
export function placeOrderHandler({
  readCatalogue,
  consumeCall,
  withinOrderLimits,
  shopHasZones,
  readHolds,
  emailVerifiedNow,
  customerNameOf,
  zoneOf,
  findOrder,
  saveOrder,
}: PlaceOrderDeps) {
  /** A retry's answer: the order its first call placed, for this shopper. */
  function answerRetry(uid: string, orderId: string, { userId, ...placed }: PlacedOrder): PlaceOrderResponse {
    // The id is a hash of the uid and the request id: another shopper's order there is a broken store.
    if (userId !== uid) {
      logger.error('placeOrder found another shopper’s order under its request’s id', { uid, orderId });
      throw new HttpsError('internal', 'The order could not be placed.');
    }
    logger.info('placeOrder answered a retry with its order', { uid, orderId });
    return { orderId, ...placed };
  }

  return async (request: CallableRequest<unknown>): Promise<PlaceOrderResponse> => {
    const uid = request.auth?.uid;
    if (!uid) {
      logger.info('Refused placeOrder: not signed in');
      throw new HttpsError('unauthenticated', 'Sign in to place an order.');
    }
    const input = placeOrderRequestSchema.safeParse(request.data);
    if (!input.success) {
      logger.info('Refused placeOrder: invalid input', { uid });
      throw new HttpsError('invalid-argument', `Invalid order: ${z.prettifyError(input.error)}`);
    }
    const verified = request.auth?.token.email_verified === true || (await emailVerifiedNow(uid));
    if (!verified) {
      logger.info('Refused placeOrder: email not verified', { uid });
      throw new HttpsError('failed-precondition', 'Verify your email address before placing an order.');
    }

    const { lines, phone, deliveryAddress, requestId, zoneId, campaign } = input.data;
    const orderId = requestId ? requestedOrderId(uid, requestId) : undefined;
    // A retry of a placed order is answered first: one read, the same as counting it would cost.
    const placed = orderId ? await findOrder(orderId) : null;
    if (orderId && placed) return answerRetry(uid, orderId, placed);
    if (!(await consumeCall(uid))) {
      logger.warn('Refused placeOrder: too many calls this hour', { uid });
      throw new HttpsError('resource-exhausted', tooManyCalls);
    }
    if (!(await withinOrderLimits(uid))) {
      logger.warn('Refused placeOrder: too many orders', { uid, before: 'pricing' });
      throw new HttpsError('resource-exhausted', tooManyOrders);
    }
    if (!zoneId && (await shopHasZones())) {
      logger.info('Refused placeOrder: no zone, and the shop delivers by zones', { uid });
      throw new HttpsError('failed-precondition', zoneNeeded);
    }
    const priced = await priceOrder({ readCatalogue, zoneOf }, { lines, zoneId });
    if (!priced.ok) {
      logger.info('Refused placeOrder: the lines or the zone', { uid, zoneId, reason: priced.message });
      throw new HttpsError(priced.code, priced.message, refusalDetails(priced));
    }
    const { total, delivery } = priced;
    const customerName = await customerNameOf(uid);
    const saved = await saveOrder(
      {
        userId: uid,
        items: priced.items,
        total,
        status: 'new',
        phone,
        deliveryAddress,
        ...(customerName && { customerName }),
        ...delivery,
        ...(campaign && { campaign }),
      },
      orderId,
      await readHolds(),
    );
    if ('heldTooMuch' in saved) {
      logger.warn('Refused placeOrder: the shopper’s unconfirmed orders hold too many units', { uid });
      throw new HttpsError('resource-exhausted', saved.heldTooMuch);
    }
    if ('soldOut' in saved) {
      const { message, refusal, values } = saved.soldOut;
      logger.info('Refused placeOrder: sold out', { uid, reason: message });
      throw new HttpsError('failed-precondition', message, { refusal, values });
    }
    if ('limited' in saved) {
      logger.warn('Refused placeOrder: too many orders', { uid });
      throw new HttpsError('resource-exhausted', tooManyOrders);
    }
    // Only an order named by its request can be there already.
    if ('existing' in saved) return answerRetry(uid, orderId ?? '', saved.existing);
    logger.info('Placed an order', {
      uid,
      orderId: saved.saved,
      number: saved.number,
      total,
      lines: priced.items.length,
      ...(delivery && { zoneId: delivery.zoneId }),
      ...(campaign && { campaign }),
    });
    return {
      orderId: saved.saved,
      number: saved.number,
      status: 'new',
      items: priced.items,
      ...(delivery && { zoneName: delivery.zoneName, deliveryFee: delivery.deliveryFee }),
      total,
    };
  };
}
