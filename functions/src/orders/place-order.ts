import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { placeOrderRequestSchema, type OrderItem, type PlaceOrderResponse } from '@kasuwa/contract/schemas';
import { priceLines, type Catalogue } from './pricing';

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
}

export interface PlaceOrderDeps {
  readCatalogue(productIds: readonly string[]): Promise<Catalogue>;
  /** Whether Auth says the account's email is verified now (its ID token may predate the check). */
  emailVerifiedNow(uid: string): Promise<boolean>;
  /** The name on the shop user record of this account, if any (one read). */
  customerNameOf(uid: string): Promise<string | undefined>;
  /** Writes the order and answers its id. */
  createOrder(order: NewOrder): Promise<string>;
}

/**
 * placeOrder: the shopper's lines, priced from the catalogue as it is now. The client's word is only
 * which products, how many and which variant; prices and the total are the server's.
 */
export function placeOrderHandler({ readCatalogue, emailVerifiedNow, customerNameOf, createOrder }: PlaceOrderDeps) {
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

    const { lines, phone, deliveryAddress } = input.data;
    const priced = priceLines(lines, await readCatalogue([...new Set(lines.map((line) => line.productId))]));
    if (!priced.ok) {
      logger.info('Refused placeOrder: the lines do not match the catalogue', { uid, reason: priced.message });
      throw new HttpsError(priced.code, priced.message);
    }
    const customerName = await customerNameOf(uid);
    const orderId = await createOrder({
      userId: uid,
      items: priced.items,
      total: priced.total,
      status: 'new',
      phone,
      deliveryAddress,
      ...(customerName && { customerName }),
    });
    logger.info('Placed an order', { uid, orderId, total: priced.total, lines: priced.items.length });
    return { orderId, status: 'new', items: priced.items, total: priced.total };
  };
}
