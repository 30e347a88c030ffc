import { createHash } from 'node:crypto';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import { orderLimits } from '@kasuwa/contract/limits';
import { placeOrderRequestSchema, type OrderItem, type PlaceOrderResponse } from '@kasuwa/contract/schemas';
import { priceOrder, type PricingDeps } from './price-order';

/** The order placeOrder writes; the store stamps createdAt and checkedAt with the server's time. */
export interface NewOrder {
  userId: string;
  items: OrderItem[];
  total: number;
  status: 'new';
  phone: string;
  deliveryAddress: string;
  /** The shopper's name from their shop user record, when they have one. */
  customerName?: string;
  /** The zone's name and fee when the order names one; the fee is in `total`. */
  zoneId?: string;
  zoneName?: string;
  deliveryFee?: number;
  /** The referral code the shopper arrived with. */
  campaign?: string;
  /** The staff member who took a phone order. */
  takenBy?: string;
}

/** Why an order past a shopper's limits is refused (placeOrder) or rejected (an app's own write). */
export const tooManyOrders = `Too many orders: at most ${orderLimits.perCustomerPerHour} an hour and ${orderLimits.perCustomerPerDay} a day. Try again later.`;

/** An order placeOrder wrote before, as its answer gives it again. */
export type PlacedOrder = Omit<PlaceOrderResponse, 'orderId'> & { userId: string };

/** The order's id when the app names its request: the same for every call of that shopper with that id. */
export function requestedOrderId(uid: string, requestId: string): string {
  return `req-${createHash('sha256').update(`${uid}\u0000${requestId}`).digest('hex').slice(0, 40)}`;
}

export interface PlaceOrderDeps extends PricingDeps {
  /** Whether Auth says the account's email is verified now (its ID token may predate the check). */
  emailVerifiedNow(uid: string): Promise<boolean>;
  /** The name on the shop user record of this account, if any (one read). */
  customerNameOf(uid: string): Promise<string | undefined>;
  /** The order with this id, or null. */
  findOrder(orderId: string): Promise<PlacedOrder | null>;
  /**
   * In one transaction: the order already under `orderId` if a twin call wrote it first; else its
   * variants' stock reserved (`soldOut`, in French, when one has too few), the order counted against the
   * shopper's limits (`limited` when one is used up), its number taken and the order written under
   * `orderId` (a new id when none). When refused, nothing is written.
   */
  saveOrder(
    order: NewOrder,
    orderId?: string,
  ): Promise<{ saved: string; number: number } | { existing: PlacedOrder } | { limited: true } | { soldOut: string }>;
}

/**
 * placeOrder: the shopper's lines, priced from the catalogue as it is now. The client's word is only
 * which products, how many and which variant; prices and the total are the server's. A shopper places
 * at most 10 orders an hour and 30 a day; calls with the same `requestId` place one order.
 */
export function placeOrderHandler({
  readCatalogue,
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
    const placed = orderId ? await findOrder(orderId) : null;
    if (orderId && placed) return answerRetry(uid, orderId, placed);
    const priced = await priceOrder({ readCatalogue, zoneOf }, { lines, zoneId });
    if (!priced.ok) {
      logger.info('Refused placeOrder: the lines or the zone', { uid, zoneId, reason: priced.message });
      throw new HttpsError(priced.code, priced.message);
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
    );
    if ('soldOut' in saved) {
      logger.info('Refused placeOrder: sold out', { uid, reason: saved.soldOut });
      throw new HttpsError('failed-precondition', saved.soldOut);
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
