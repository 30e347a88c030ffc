import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { placePhoneOrderRequestSchema, type PlaceOrderResponse } from '@kasuwa/contract/schemas';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { requestedOrderId, type NewOrder, type PlacedOrder } from './place-order';
import { priceOrder, type PricingDeps } from './price-order';

export interface PhoneOrderDeps extends PricingDeps {
  accounts: Pick<AccountStore, 'byUid'>;
  /** The shop user record of a customer with an account, or undefined (one read). */
  shopUserOf(uid: string): Promise<{ name?: string | undefined } | undefined>;
  /** As placeOrder's, without the shopper's limits: staff take the order, the customer placed none themself. */
  saveOrder(
    order: NewOrder,
    orderId: string,
  ): Promise<{ saved: string; number: number } | { existing: PlacedOrder } | { soldOut: string }>;
}

/** The order's customer id for a phone number without an account: its digits, so one number is one customer. */
export const phoneCustomerId = (phone: string) => `phone-${phone.replace(/\D/g, '')}`;

/**
 * placePhoneOrder (staff only, staff now): an order a customer gave on the phone, for an existing shop
 * user or a phone number, priced by the same server code as placeOrder (catalogue prices, the zone's
 * fee, stock reserved, a number given), recording who took it. The same request id places one order.
 */
export function phoneOrderHandler({ accounts, shopUserOf, saveOrder, ...pricing }: PhoneOrderDeps) {
  return async (request: CallableRequest<unknown>): Promise<PlaceOrderResponse> => {
    const { caller, input } = await staffNowCall(
      request,
      'placePhoneOrder',
      'take orders by phone',
      placePhoneOrderRequestSchema,
      accounts,
    );
    const { customer, lines, phone, deliveryAddress, requestId, zoneId, campaign } = input;
    let userId: string;
    let customerName: string | undefined;
    if ('uid' in customer) {
      const shopUser = await shopUserOf(customer.uid);
      if (!shopUser) throw new HttpsError('not-found', 'No customer has this account: check the customer, or enter a name.');
      userId = customer.uid;
      customerName = shopUser.name;
    } else {
      userId = phoneCustomerId(phone);
      customerName = customer.name;
    }
    const priced = await priceOrder(pricing, { lines, zoneId });
    if (!priced.ok) {
      logger.info('Refused placePhoneOrder: the lines or the zone', { caller, reason: priced.message });
      throw new HttpsError(priced.code, priced.message);
    }
    const orderId = requestedOrderId(caller, requestId);
    const saved = await saveOrder(
      {
        userId,
        items: priced.items,
        total: priced.total,
        status: 'new',
        phone,
        deliveryAddress,
        ...(customerName && { customerName }),
        ...priced.delivery,
        ...(campaign && { campaign }),
        takenBy: caller,
      },
      orderId,
    );
    if ('soldOut' in saved) throw new HttpsError('failed-precondition', saved.soldOut);
    if ('existing' in saved) {
      logger.info('placePhoneOrder answered a retry with its order', { caller, orderId });
      const { userId: _customer, ...placed } = saved.existing;
      return { orderId, ...placed };
    }
    logger.info('Took an order by phone', { caller, orderId: saved.saved, number: saved.number, total: priced.total });
    return {
      orderId: saved.saved,
      number: saved.number,
      status: 'new',
      items: priced.items,
      ...(priced.delivery && { zoneName: priced.delivery.zoneName, deliveryFee: priced.delivery.deliveryFee }),
      total: priced.total,
    };
  };
}
