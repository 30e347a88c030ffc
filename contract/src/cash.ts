import { z } from 'zod';
import { orderLimits } from './limits';
import { documentIdSchema, timestampSchema } from './schemas/common';

/** Cash held longer than this is flagged, whoever holds it. */
export const cashMaxHours = 24;

/** The one document of stockSettings that holds the shop's cash settings (setCashSettings). */
export const cashSettingsDocId = 'cash';

const cashSettingsFields = z.object({
  /** A rider holding more than this, in F CFA, is flagged on the dashboard and /store/health. */
  riderMax: z.number().int().min(1_000).max(orderLimits.maxTotal),
});
export type CashSettings = z.infer<typeof cashSettingsFields>;

/** Until the owner sets the shop's own: 100,000 F CFA in a rider's hands. */
export const defaultCashSettings: CashSettings = { riderMax: 100_000 };

/** The stored settings, or the defaults when none are stored or they cannot be read. */
export const readCashSettings = (data: unknown): CashSettings => cashSettingsFields.safeParse(data).data ?? defaultCashSettings;

/** setCashSettings input (the owner) and answer. */
export const setCashSettingsInputSchema = cashSettingsFields.strict();
export const setCashSettingsOutputSchema = cashSettingsFields.strict();

/**
 * A document of `cashInHand`, keyed by the holder's uid: each cash payment they hold, by order, with
 * its amount and since when. Kept by functions alone (receiveCash, the day's close, and a trigger on
 * orders for payments staff record), so a dashboard reads one small document per holder, never orders.
 */
export const cashInHandSchema = z
  .object({
    orders: z.record(
      documentIdSchema,
      // A cash refund paid out of the holder's hands counts negative (`refund-{returnId}`).
      z
        .object({ amount: z.number().int().min(-orderLimits.maxTotal).max(orderLimits.maxTotal), since: timestampSchema })
        .strict(),
    ),
    /** The holder's sign-in email and role when the document was last written, for the dashboard. */
    email: z.string().max(320).optional(),
    role: z.string().max(40).optional(),
    updatedAt: timestampSchema,
  })
  .strict();

/** One person's cash in hand as staff see it: how much, for how many orders, held since when. */
export interface CashInHand {
  holder: string;
  email: string | undefined;
  role: string | undefined;
  amount: number;
  orders: number;
  since: Date | undefined;
}

const hourMs = 3_600_000;

/** Why a person's cash is flagged: a rider over the shop's amount, or cash held too long. */
export function cashFlagsOf(held: CashInHand, heldBy: { isRider: boolean; riderMax: number }, now: number) {
  return {
    tooMuch: heldBy.isRider && held.amount > heldBy.riderMax,
    tooOld: held.since !== undefined && now - held.since.getTime() > cashMaxHours * hourMs,
  };
}

/** The most orders one hand-over covers: a rider's day, with room to spare. */
const maxHandoverOrders = 100;

/**
 * receiveCash input (staff who work orders): the receiver counted `amount` F CFA from `from` (a
 * rider, a seller), for these orders, each a cash payment `from` holds. `requestId` names the
 * hand-over, so a retry of the same one records it once.
 */
export const receiveCashInputSchema = z
  .object({
    requestId: z.uuid(),
    from: documentIdSchema,
    orderIds: z.array(documentIdSchema).min(1).max(maxHandoverOrders),
    amount: z.number().int().min(1).max(orderLimits.maxTotal),
  })
  .strict()
  .refine((input) => new Set(input.orderIds).size === input.orderIds.length, {
    message: 'Each order once',
    path: ['orderIds'],
  });
export type ReceiveCashInput = z.infer<typeof receiveCashInputSchema>;

/** receiveCash output: the hand-over as recorded (the same for a retry). */
export const receiveCashOutputSchema = z
  .object({ handoverId: z.string(), amount: z.number().int(), orders: z.number().int() })
  .strict();
export type ReceiveCashOutput = z.infer<typeof receiveCashOutputSchema>;

/**
 * A document of `cashHandovers`, keyed by the request's id: cash counted by `to` (who recorded it,
 * the receiver) from `from`, the orders it covers and when. Written by receiveCash only, never changed.
 */
export const cashHandoverSchema = z
  .object({
    from: documentIdSchema,
    to: documentIdSchema,
    amount: z.number().int().min(1).max(orderLimits.maxTotal),
    orderIds: z.array(documentIdSchema).min(1).max(maxHandoverOrders),
    at: timestampSchema,
  })
  .strict();
