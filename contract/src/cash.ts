import { z } from 'zod';
import { orderLimits } from './limits';
import { documentIdSchema, timestampSchema } from './schemas/common';

/**
 * When cash in hand is flagged for the owner: a rider holding more than `riderMax` F CFA (a fixed
 * amount until the shop sets its own), or any cash held longer than `maxHours`.
 */
export const cashFlags = { riderMax: 100_000, maxHours: 24 } as const;

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
