import { z } from 'zod';
import { personLimits } from './limits';
import { roles } from './roles';
import { staffRoles } from './staff-roles';
import { documentIdSchema, timestampSchema } from './schemas/common';

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

const roleSchema = z.enum(roles);

/**
 * setUserRole input (staff only): the account, by uid or by its sign-in email, and the role it gets,
 * as claim and in its profile.
 */
export const setUserRoleInputSchema = z.union([
  z.object({ uid: documentIdSchema, role: roleSchema }).strict(),
  z.object({ email: z.email().max(personLimits.emailLength), role: roleSchema }).strict(),
]);
export type SetUserRoleInput = z.infer<typeof setUserRoleInputSchema>;

/** setUserRole output: the role now held. The caller's client must refresh the target's ID token to see it. */
export const setUserRoleOutputSchema = z.object({ uid: documentIdSchema, role: roleSchema }).strict();
export type SetUserRoleOutput = z.infer<typeof setUserRoleOutputSchema>;

/** findAccount input (staff only): the sign-in email of the account staff are about to give a role. */
export const findAccountInputSchema = z.object({ email: z.email().max(personLimits.emailLength) }).strict();
export type FindAccountInput = z.infer<typeof findAccountInputSchema>;

/**
 * findAccount output: what staff must see before granting a role: whether the address is verified
 * (only a verified one can be staff), whether the account is disabled, and its role now.
 */
export const findAccountOutputSchema = z
  .object({
    uid: documentIdSchema,
    email: z.string(),
    emailVerified: z.boolean(),
    disabled: z.boolean(),
    role: roleSchema.nullable(),
  })
  .strict();
export type FindAccountOutput = z.infer<typeof findAccountOutputSchema>;

/** A staff account as listStaff gives it: from Auth, whose role claims say who is staff and in what role. */
export const staffAccountSchema = z
  .object({
    uid: documentIdSchema,
    role: z.enum(staffRoles),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    disabled: z.boolean(),
    /** ISO 8601, or null if the account never signed in. */
    lastSignInAt: z.string().nullable(),
  })
  .strict();
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** listStaff output (staff only, no input): every account with a staff role's claim, by email. */
export const listStaffOutputSchema = z.object({ staff: z.array(staffAccountSchema) }).strict();
export type ListStaffOutput = z.infer<typeof listStaffOutputSchema>;

/**
 * A document of roleChanges, written by setUserRole for each role it changes: who changed whose role,
 * from what to what, and when. Staff read them; no client writes them.
 */
export const roleChangeSchema = z
  .object({
    by: documentIdSchema,
    byEmail: z.string().max(personLimits.emailLength).optional(),
    target: documentIdSchema,
    targetEmail: z.string().max(personLimits.emailLength).optional(),
    /** The role before: null for an account that had no role claim. */
    from: roleSchema.nullable(),
    to: roleSchema,
    at: timestampSchema,
  })
  .strict();
export type RoleChange = z.infer<typeof roleChangeSchema>;
