import { z } from 'zod';
import { personLimits } from './limits';
import { placeOrderResponseSchema } from './schemas/order-requests';
import { documentIdSchema, trimmedText } from './schemas/common';

/**
 * Who a phone order is for. Any account can write any number into its shop user record, so a claim on
 * a number is no proof of who a customer is: staff see every account that claims the number, and the
 * server attaches an order taken by phone to an account only on proof: the account has an order of its
 * own delivered and paid at that number (its owner received and paid for goods there), its email is
 * verified, and no other claimant has the same proof. Staff choose it deliberately; nothing is
 * pre-selected. Otherwise the order stays on the number (`phone-<digits>`), where no account reads it,
 * linkable later once an account is proven.
 */

/** findPhoneCustomers input (staff only): the number the customer gave. */
export const findPhoneCustomersInputSchema = z
  .object({
    phone: trimmedText(personLimits.phoneLength).refine(
      (phone) => phone.replace(/\D/g, '').length >= 6,
      'A phone number has at least 6 digits',
    ),
  })
  .strict();
export type FindPhoneCustomersInput = z.infer<typeof findPhoneCustomersInputSchema>;

/** The most accounts findPhoneCustomers lists for one number: more than a few is itself the warning. */
export const maxPhoneClaimants = 10;

const phoneClaimantSchema = z
  .object({
    uid: documentIdSchema,
    name: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    /** When the account was made (ISO), or null when Auth does not say: a brand-new account is a warning. */
    createdAt: z.string().nullable(),
    /** The orders the account has had so far. */
    orders: z.number().int().min(0),
    /** Whether the account has an order of its own delivered and paid at this number: the proof a claim needs. */
    proven: z.boolean(),
  })
  .strict();
export type PhoneClaimant = z.infer<typeof phoneClaimantSchema>;

/** findPhoneCustomers output: every account that claims the number, and whether an order would attach to one. */
export const findPhoneCustomersOutputSchema = z
  .object({
    claimants: z.array(phoneClaimantSchema).max(maxPhoneClaimants),
    /** The account a phone order for this number may attach to once staff choose it, or null: the order stays on the number. */
    trusted: documentIdSchema.nullable(),
  })
  .strict();
export type FindPhoneCustomersOutput = z.infer<typeof findPhoneCustomersOutputSchema>;

/** The account a number's orders may attach to: the only proven claimant, with a verified email; else none. */
export function trustedClaimant(claimants: readonly Pick<PhoneClaimant, 'uid' | 'emailVerified' | 'proven'>[]): string | null {
  const proven = claimants.filter((claimant) => claimant.proven && claimant.emailVerified);
  return proven.length === 1 ? (proven[0]?.uid ?? null) : null;
}

/** placePhoneOrder's answer: placeOrder's, and whom the order went to (an account, or the number alone). */
export const placePhoneOrderResponseSchema = placeOrderResponseSchema
  .extend({ attachedTo: z.enum(['account', 'phone']) })
  .strict();
export type PlacePhoneOrderResponse = z.infer<typeof placePhoneOrderResponseSchema>;

/**
 * linkPhoneOrders input (staff only): the number whose orders are kept on it (`phone-<digits>`), and the
 * account staff deliberately give them to, having checked with the customer. The account must claim the
 * number in its shop user record, have a verified email, and be proven (the only trusted claimant).
 */
export const linkPhoneOrdersInputSchema = z
  .object({ phone: findPhoneCustomersInputSchema.shape.phone, uid: documentIdSchema })
  .strict();
export type LinkPhoneOrdersInput = z.infer<typeof linkPhoneOrdersInputSchema>;

/** linkPhoneOrders output: how many orders moved to the account. */
export const linkPhoneOrdersOutputSchema = z.object({ linked: z.number().int().min(0) }).strict();
export type LinkPhoneOrdersOutput = z.infer<typeof linkPhoneOrdersOutputSchema>;

/** The most orders one link moves: a number's orders taken by phone over years stay far below it. */
export const maxLinkedOrders = 500;
