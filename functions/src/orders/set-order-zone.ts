import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { linesTotal } from '@kasuwa/contract/order-total';
import { orderRefusals } from '@kasuwa/contract/refusals/orders';
import { setOrderZoneInputSchema, type SetOrderZoneInput, type SetOrderZoneOutput } from '@kasuwa/contract/schemas';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import { refusalsOf } from '../refusal';
import { deliveryTo } from './delivery';
import { refusalDetails, type PricingRefusal } from './pricing';

/** What setting a zone came to: the zone and the new total, or why nothing changed. */
export type ZoneOutcome =
  | ({ kind: 'set' } & SetOrderZoneOutput)
  | { kind: 'no-order' }
  | { kind: 'not-new'; status: string }
  | { kind: 'paid' }
  | { kind: 'refused'; refusal: PricingRefusal };

/**
 * The zone of an unconfirmed order in one transaction: the order `new` and unpaid (a payment was taken
 * on its total), the zone open and the order at its minimum, as placeOrder checks it; then the order
 * carries the zone, its name and fee, its total with the fee, and is no longer waiting for its zone.
 */
export function setOrderZoneIn(db: Firestore) {
  return (input: SetOrderZoneInput): Promise<ZoneOutcome> =>
    db.runTransaction(async (transaction) => {
      const orderRef = db.collection(collections.orders).doc(input.orderId);
      const [order, zone] = await transaction.getAll(orderRef, db.collection(collections.deliveryZones).doc(input.zoneId));
      if (!order?.exists) return { kind: 'no-order' };
      const status = String(order.get('status'));
      if (status !== 'new') return { kind: 'not-new', status };
      if (order.get('payment') !== undefined) return { kind: 'paid' };
      const items = (order.get('items') ?? []) as { price: number; quantity: number }[];
      const delivery = deliveryTo(input.zoneId, zone?.data(), linesTotal(items));
      if (!delivery.ok) return { kind: 'refused', refusal: delivery };
      const total = linesTotal(items) + delivery.deliveryFee;
      transaction.update(orderRef, {
        zoneId: input.zoneId,
        zoneName: delivery.zoneName,
        deliveryFee: delivery.deliveryFee,
        total,
        zonePending: FieldValue.delete(),
      });
      return { kind: 'set', zoneName: delivery.zoneName, deliveryFee: delivery.deliveryFee, total };
    });
}

interface SetOrderZoneDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  setZone(input: SetOrderZoneInput): Promise<ZoneOutcome>;
}

const refused = refusalsOf(orderRefusals);

/**
 * setOrderZone (staff who work orders, staff now): the zone an order is delivered to, set by staff
 * once the customer said it, before the order is confirmed: the fee comes from the zone, never from
 * the caller, and the zone's minimum holds as it does for placeOrder. Each refusal carries its code
 * in the details (orderRefusals), which the console says in its language.
 */
export function setOrderZoneHandler({ accounts, setZone }: SetOrderZoneDeps) {
  return async (request: CallableRequest<unknown>): Promise<SetOrderZoneOutput> => {
    const { caller, input } = await staffNowCall(request, 'setOrderZone', setOrderZoneInputSchema, 'orders', accounts);
    let outcome: ZoneOutcome;
    try {
      outcome = await setZone(input);
    } catch (error) {
      logger.error('Could not set an order’s zone:', error, { caller, orderId: input.orderId });
      throw new HttpsError('internal', 'The zone could not be set. Nothing was changed; try again.');
    }
    switch (outcome.kind) {
      case 'no-order':
        throw refused('not-found', outcome.kind);
      case 'not-new':
        logger.info('Refused setOrderZone: the order is not new', { caller, orderId: input.orderId, status: outcome.status });
        throw refused('failed-precondition', outcome.kind);
      case 'paid':
        logger.info('Refused setOrderZone: the order is paid', { caller, orderId: input.orderId });
        throw refused('failed-precondition', outcome.kind);
      case 'refused':
        logger.info('Refused setOrderZone: the zone', { caller, orderId: input.orderId, why: outcome.refusal.message });
        throw new HttpsError(outcome.refusal.code, outcome.refusal.message, refusalDetails(outcome.refusal));
      case 'set':
        logger.info('Set an order’s zone', { caller, orderId: input.orderId, zoneId: input.zoneId, total: outcome.total });
        return { zoneName: outcome.zoneName, deliveryFee: outcome.deliveryFee, total: outcome.total };
    }
  };
}
