import { belowMinimum } from '@kasuwa/contract/delivery-zones';
import { orderLimits } from '@kasuwa/contract/limits';
import { deliveryZoneSchema } from '@kasuwa/contract/schemas';

/** What an order keeps of its zone: which, its name then, and the fee taken (in the total). */
export interface Delivery {
  zoneId: string;
  zoneName: string;
  deliveryFee: number;
}

export type DeliveryRefusal = { ok: false; code: 'not-found' | 'failed-precondition' | 'invalid-argument'; message: string };

export const unknownZone = 'Zone de livraison inconnue ou fermée : choisissez-en une autre.';

/**
 * The delivery of an order of `subtotal` to the zone as stored (undefined: no such document): its fee
 * from the zone, never from the caller; refused when the zone is closed or the order below its minimum.
 */
export function deliveryTo(zoneId: string, stored: unknown, subtotal: number): ({ ok: true } & Delivery) | DeliveryRefusal {
  const zone = deliveryZoneSchema.safeParse(stored);
  if (!zone.success || !zone.data.active) return { ok: false, code: 'not-found', message: unknownZone };
  const short = belowMinimum(zone.data, subtotal);
  if (short) return { ok: false, code: 'failed-precondition', message: short };
  if (subtotal + zone.data.fee > orderLimits.maxTotal) {
    return { ok: false, code: 'invalid-argument', message: `The total is over ${orderLimits.maxTotal} F CFA: split the order.` };
  }
  return { ok: true, zoneId, zoneName: zone.data.name, deliveryFee: zone.data.fee };
}
