import { z } from 'zod';
import { roles } from './roles';
import { documentIdSchema } from './schemas/common';

/**
 * The account callables. `setEmailVerified` is called by the verify page, signed in or not, after it
 * applied the email action code; `setUserRole` by staff.
 */

/** setEmailVerified input: the account's email, which the verify page learns with checkActionCode. */
export const setEmailVerifiedInputSchema = z.object({ email: z.email() }).strict();
export type SetEmailVerifiedInput = z.infer<typeof setEmailVerifiedInputSchema>;

/** setEmailVerified output: the same whether the account exists or not, so it cannot probe accounts. */
export const setEmailVerifiedOutputSchema = z.object({ ok: z.literal(true) }).strict();
export type SetEmailVerifiedOutput = z.infer<typeof setEmailVerifiedOutputSchema>;

/** setUserRole input (staff only): the account and the role it gets, as claim and in its profile. */
export const setUserRoleInputSchema = z.object({ uid: documentIdSchema, role: z.enum(roles) }).strict();
export type SetUserRoleInput = z.infer<typeof setUserRoleInputSchema>;

/** setUserRole output: the role now held. The caller's client must refresh the target's ID token to see it. */
export const setUserRoleOutputSchema = z.object({ uid: documentIdSchema, role: z.enum(roles) }).strict();
export type SetUserRoleOutput = z.infer<typeof setUserRoleOutputSchema>;

/**
 * Call counters of rate-limited callables, one document per counted key, named by the key's SHA-256 so
 * no email or address is stored in clear. Functions only: no client reads or writes them.
 */
export const accountCollections = { rateLimits: 'rateLimits' } as const;
