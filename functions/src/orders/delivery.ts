import { belowMinimum } from '@kasuwa/contract/delivery-zones';
import { orderLimits } from '@kasuwa/contract/limits';
import { formatXof } from '@kasuwa/contract/money';
import { deliveryZoneSchema } from '@kasuwa/contract/schemas';
import { pricingRefusal, type PricingRefusal } from './pricing';

/** What an order keeps of its zone: which, its name then, and the fee taken (in the total). */
export interface Delivery {
  zoneId: string;
  zoneName: string;
  deliveryFee: number;
}

export const unknownZone = 'Zone de livraison inconnue ou fermée : choisissez-en une autre.';

/**
 * The delivery of an order of `subtotal` to the zone as stored (undefined: no such document): its fee
 * from the zone, never from the caller; refused when the zone is closed or the order below its minimum.
 */
export function deliveryTo(zoneId: string, stored: unknown, subtotal: number): ({ ok: true } & Delivery) | PricingRefusal {
  const zone = deliveryZoneSchema.safeParse(stored);
  // The app's customers read the zone's refusals in French, as placeOrder says them.
  if (!zone.success || !zone.data.active) return { ...pricingRefusal('not-found', 'unknown-zone'), message: unknownZone };
  const short = belowMinimum(zone.data, subtotal);
  if (short) {
    const values = { zone: zone.data.name, minimum: formatXof(zone.data.minimumOrder) };
    return { ...pricingRefusal('failed-precondition', 'below-minimum', values), message: short };
  }
  if (subtotal + zone.data.fee > orderLimits.maxTotal) {
    return pricingRefusal('invalid-argument', 'over-max-total', { max: orderLimits.maxTotal });
  }
  return { ok: true, zoneId, zoneName: zone.data.name, deliveryFee: zone.data.fee };
}
