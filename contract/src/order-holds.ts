import { z } from 'zod';
import { generalContact } from './brand';
import { defaultOpeningHours, openingHoursSchema } from './opening-hours';

/**
 * Order holds: an order staff have not confirmed keeps its units only for a while, and one customer's
 * unconfirmed orders together keep a bounded number of them, so a throwaway account cannot make the
 * shop's stock unavailable to everyone else. Orders staff take by phone hold nothing of this kind.
 * The settings are one document of stockSettings, kept by staff with setOrderHolds.
 */
export const orderHoldsDocId = 'holds';

const orderHoldsFields = z.object({
  /** How long an unconfirmed order keeps its units before the server cancels it. */
  holdMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  /** Units of one variant one customer's unconfirmed orders may hold together. */
  perVariant: z.number().int().min(1).max(10_000),
  /** Units one customer's unconfirmed orders may hold together, all variants counted. */
  inAll: z.number().int().min(1).max(100_000),
  /**
   * The share, in percent, of a variant's units that the unconfirmed orders of customers with no
   * delivered order yet may hold together, rounded up: however many throwaway accounts ask, the rest
   * stays for known customers and phone orders. Half until staff change it.
   */
  newCustomerPercent: z.number().int().min(1).max(100).default(50),
  /** The shop's opening hours: a hold counts only open time (opening-hours.ts). Every day 08:00–20:00 until staff change them. */
  openingHours: openingHoursSchema.default(defaultOpeningHours),
});
export type OrderHolds = z.infer<typeof orderHoldsFields>;

/**
 * The settings until staff change them: 4 hours of opening time, 10 units of a variant, 30 in all, half a
 * variant for new customers.
 */
export const defaultOrderHolds: OrderHolds = {
  holdMinutes: 240,
  perVariant: 10,
  inAll: 30,
  newCustomerPercent: 50,
  openingHours: defaultOpeningHours,
};

/** The stored settings, or the defaults when none are stored or they cannot be read. */
export const readOrderHolds = (data: unknown): OrderHolds => orderHoldsFields.safeParse(data).data ?? defaultOrderHolds;

/** setOrderHolds input (staff only) and answer: the settings and the opening hours, all at once. */
export const setOrderHoldsInputSchema = orderHoldsFields.strict();
export const setOrderHoldsOutputSchema = orderHoldsFields.strict();

/** Why an order of a new customer is refused when new customers' unconfirmed orders hold the shop's share of a variant, in French. */
export const sharedHoldMessage = `Cet article est très demandé en ce moment. Appelez la boutique au ${generalContact.phone} pour le commander.`;

/** Why an order is refused when the customer's unconfirmed orders would hold too much, in French. */
export const heldTooMuchMessage = `Vous avez déjà beaucoup d’articles en attente de confirmation. Appelez la boutique au ${generalContact.phone} pour commander davantage.`;

/** How a hold reads: "4 h", "1 h 30", "45 min". */
export function holdDuration(minutes: number): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** The reason the server gives, for the customer and staff, when it cancels an order whose hold ran out. */
export const lapsedHoldReason = (holdMinutes: number) =>
  `Non confirmée dans les ${holdDuration(holdMinutes)} : commande annulée, les articles sont remis en vente.`;

/** Who the server names as the mover of an order it cancels itself (a status change's `by`). */
export const serverMover = 'kasuwa-server';
