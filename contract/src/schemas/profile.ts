import { z } from 'zod';
import { personLimits } from '../limits';
import { roles } from '../roles';

/** A document of `users`, keyed by uid. Only functions write role and emailVerified. */
export const profileSchema = z
  .object({
    role: z.enum(roles),
    emailVerified: z.boolean(),
    email: z.email().max(personLimits.emailLength).optional(),
  })
  .strict();

export type Profile = z.infer<typeof profileSchema>;
