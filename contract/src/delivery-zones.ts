import { formatXof } from './money';
import { orderLimits, zoneLimits } from './limits';
import { isRecord, text, wholeNumber } from './records/values';

/** A zone as /panier offers it and the zones function sends it (active zones only). */
export interface ZoneChoice {
  id: string;
  name: string;
  fee: number;
  minimumOrder: number;
}

/** A zone sent over the network, or null when it is not one. No zod: /panier reads it for a few bytes. */
export function readZoneChoice(value: unknown): ZoneChoice | null {
  if (!isRecord(value)) return null;
  const [id, name] = [text(value.id), text(value.name)];
  const fee = wholeNumber(value.fee, 0, zoneLimits.maxFee);
  const minimumOrder = wholeNumber(value.minimumOrder, 0, orderLimits.maxTotal);
  if (!id || !name || fee === null || minimumOrder === null) return null;
  return { id, name: name.slice(0, zoneLimits.nameLength), fee, minimumOrder };
}

/** The zones function's answer, its readable zones; null when it is not a list. */
export function readZoneChoices(value: unknown): ZoneChoice[] | null {
  if (!isRecord(value) || !Array.isArray(value.zones)) return null;
  return value.zones.flatMap((zone) => readZoneChoice(zone) ?? []);
}

/** Whether an order of `subtotal` is below `zone`'s minimum order, so cannot be delivered there. */
export const isBelowMinimum = (zone: Pick<ZoneChoice, 'minimumOrder'>, subtotal: number) => subtotal < zone.minimumOrder;

/** Why an order of `subtotal` cannot be delivered to `zone`, in French (the functions' answer), or null when it can. */
export function belowMinimum(zone: Pick<ZoneChoice, 'name' | 'minimumOrder'>, subtotal: number): string | null {
  return isBelowMinimum(zone, subtotal) ? `Commande minimum pour ${zone.name} : ${formatXof(zone.minimumOrder)}.` : null;
}

/**
 * The zone an order shows when it names none although the shop delivers by zones (an app that
 * predates zones wrote it): staff ask the customer, and no fee is in its total.
 */
export const zoneToConfirm = 'Zone à préciser';
