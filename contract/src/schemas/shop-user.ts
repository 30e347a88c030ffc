import { z } from 'zod';
import { personLimits } from '../limits';
import { timestampSchema, trimmedText } from './common';

/** A document of zzstoreUsers, keyed by the shopper's uid. */
export const shopUserSchema = z
  .object({
    name: trimmedText(personLimits.nameLength),
    phone: trimmedText(personLimits.phoneLength),
    email: z.email().max(personLimits.emailLength).optional(),
    zone: trimmedText(personLimits.zoneLength).optional(),
    createdAt: timestampSchema,
  })
  .strict();

export type ShopUser = z.infer<typeof shopUserSchema>;
