import { z } from 'zod';
import { orderLimits, zoneLimits } from '../limits';
import { timestampSchema, trimmedText } from './common';

/**
 * A document of deliveryZones: a quarter of Niamey (or "Autre quartier") with its delivery fee and the
 * smallest order delivered there, in whole XOF. Staff write them (the rules check this shape); an
 * inactive zone is kept for the orders that name it but offered to nobody.
 */
export const deliveryZoneSchema = z
  .object({
    name: trimmedText(zoneLimits.nameLength),
    fee: z.number().int().min(0).max(zoneLimits.maxFee),
    minimumOrder: z.number().int().min(0).max(orderLimits.maxTotal),
    active: z.boolean(),
    updatedAt: timestampSchema,
  })
  .strict();

export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
