import { z } from 'zod';
import { timestampSchema, trimmedText } from './common';

/** A document of zzstoreUsers, keyed by the shopper's uid. */
export const shopUserSchema = z
  .object({
    name: trimmedText(80),
    phone: trimmedText(20),
    email: z.email().max(254).optional(),
    zone: trimmedText(60).optional(),
    createdAt: timestampSchema,
  })
  .strict();

export type ShopUser = z.infer<typeof shopUserSchema>;
