import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { trustedClaimant, type PlacePhoneOrderResponse } from '@kasuwa/contract/phone-customers';
import { phoneKey } from '@kasuwa/contract/phone-numbers';
import { orderRefusals } from '@kasuwa/contract/refusals/orders';
import { placePhoneOrderRequestSchema } from '@kasuwa/contract/schemas';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import type { SoldOut } from '@kasuwa/contract/stock';
import { refusalsOf } from '../refusal';
import { requestedOrderId, type NewOrder, type PlacedOrder } from './place-order';
import { phoneClaimants, type PhoneClaimantsDeps } from './phone-customers';
import { priceOrder, type PricingDeps } from './price-order';
import { refusalDetails } from './pricing';

export interface PhoneOrderDeps extends PricingDeps, PhoneClaimantsDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** The shop user record of a customer with an account, or undefined (one read). */
  shopUserOf(uid: string): Promise<{ name?: string | undefined } | undefined>;
  /** As placeOrder's, without the shopper's limits: staff take the order, the customer placed none themself. */
  saveOrder(
    order: NewOrder,
    orderId: string,
  ): Promise<{ saved: string; number: number } | { existing: PlacedOrder } | { soldOut: SoldOut }>;
}

/**
 * The order's customer id for a number no account can be trusted with: its digits, a Niger number
 * with its country code however it was typed, so one number is one customer.
 */
export const phoneCustomerId = (phone: string) => {
  const key = phoneKey(phone);
  return `phone-${key.length === 8 ? `227${key}` : key}`;
};

const refused = refusalsOf(orderRefusals);

/**
 * placePhoneOrder (staff only, staff now): an order a customer gave on the phone, for an existing shop
 * user or a phone number, priced by the same server code as placeOrder (catalogue prices, the zone's
 * fee, stock reserved, a number given), recording who took it. The same request id places one order.
 * An order for an account attaches to it only on proof (the account, its email verified, is the only
 * claimant with an order of its own delivered and paid at the number); else it stays on the number,
 * where no account reads it, whatever account staff chose.
 */
export function phoneOrderHandler({
  accounts,
  shopUserOf,
  saveOrder,
  shopUsersWithPhone,
  accountsOf,
  provenAt,
  ...pricing
}: PhoneOrderDeps) {
  return async (request: CallableRequest<unknown>): Promise<PlacePhoneOrderResponse> => {
    const { caller, input } = await staffNowCall(request, 'placePhoneOrder', placePhoneOrderRequestSchema, 'orders', accounts);
    const { customer, lines, phone, deliveryAddress, requestId, zoneId, campaign, channel } = input;
    let userId: string;
    let customerName: string | undefined;
    if ('uid' in customer) {
      const shopUser = await shopUserOf(customer.uid);
      if (!shopUser) throw refused('not-found', 'no-customer-account');
      const trusted = trustedClaimant(await phoneClaimants({ shopUsersWithPhone, accountsOf, provenAt }, phone));
      userId = trusted === customer.uid ? customer.uid : phoneCustomerId(phone);
      customerName = shopUser.name;
      if (trusted !== customer.uid) {
        logger.warn('placePhoneOrder kept an order on the number: the account is not the one trusted match', {
          caller,
          chosen: customer.uid,
          trusted,
        });
      }
    } else {
      userId = phoneCustomerId(phone);
      customerName = customer.name;
    }
    const priced = await priceOrder(pricing, { lines, zoneId });
    if (!priced.ok) {
      logger.info('Refused placePhoneOrder: the lines or the zone', { caller, reason: priced.message });
      throw new HttpsError(priced.code, priced.message, refusalDetails(priced));
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
        channel: channel ?? 'phone',
      },
      orderId,
    );
    if ('soldOut' in saved) {
      logger.info('Refused placePhoneOrder: sold out', { caller, reason: saved.soldOut.message });
      throw refused('failed-precondition', saved.soldOut.refusal, saved.soldOut.values);
    }
    if ('existing' in saved) {
      logger.info('placePhoneOrder answered a retry with its order', { caller, orderId });
      const { userId: stored, ...placed } = saved.existing;
      return { orderId, ...placed, attachedTo: stored.startsWith('phone-') ? 'phone' : 'account' };
    }
    logger.info('Took an order by phone', { caller, orderId: saved.saved, number: saved.number, total: priced.total });
    return {
      orderId: saved.saved,
      number: saved.number,
      status: 'new',
      items: priced.items,
      ...(priced.delivery && { zoneName: priced.delivery.zoneName, deliveryFee: priced.delivery.deliveryFee }),
      total: priced.total,
      attachedTo: userId === phoneCustomerId(phone) ? 'phone' : 'account',
    };
  };
}
