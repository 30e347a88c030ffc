import { z } from 'zod';
import { orderLimits } from './limits';
import { documentIdSchema, timestampSchema, trimmedText } from './schemas/common';

/**
 * The day's close of one person's cash (issue 35): what they should hold against what they counted,
 * per Niamey day. Written by functions alone, append-only: a close is never changed; a later correction
 * is an adjustment, recorded on the day it is made and pointing at the close it corrects.
 */
export const closeLimits = {
  /** The most cash payments one close covers; a holder past it hands cash over first. */
  maxOrders: 400,
  noteLength: 300,
} as const;

/** The most a close or an adjustment counts, in F CFA. */
const maxAmount = orderLimits.maxTotal;

/** The id of a holder's close of a day: one close per person and Niamey day. */
export const closeIdOf = (day: string, holder: string) => `${day}_${holder}`;

/**
 * closeCashDay input (staff who work orders; the owner and the manager for someone else): the holder
 * whose cash is closed, what the console showed as expected (the server refuses when the cash changed
 * since), what was counted, and a note, which a difference needs.
 */
export const closeCashDayInputSchema = z
  .object({
    holder: documentIdSchema,
    /** The cash payments held less the cash refunds paid out since the last close: below 0 when more went out. */
    expected: z.number().int().min(-maxAmount).max(maxAmount),
    counted: z.number().int().min(0).max(maxAmount),
    note: trimmedText(closeLimits.noteLength).optional(),
  })
  .strict()
  .refine((input) => input.counted === input.expected || input.note !== undefined, {
    message: 'Say why the count differs',
    path: ['note'],
  });
export type CloseCashDayInput = z.infer<typeof closeCashDayInputSchema>;

export const closeCashDayOutputSchema = z
  .object({
    closeId: z.string(),
    day: z.string(),
    expected: z.number().int(),
    counted: z.number().int(),
    difference: z.number().int(),
    orders: z.number().int(),
  })
  .strict();
export type CloseCashDayOutput = z.infer<typeof closeCashDayOutputSchema>;

/**
 * adjustCashClose input (the owner and the manager): a correction of a close, in F CFA (more cash
 * found is positive, less negative), with why. `requestId` names it, so a retry records it once.
 */
export const adjustCashCloseInputSchema = z
  .object({
    requestId: z.uuid(),
    closeId: documentIdSchema,
    amount: z
      .number()
      .int()
      .min(-maxAmount)
      .max(maxAmount)
      .refine((amount) => amount !== 0, 'An adjustment changes something'),
    note: trimmedText(closeLimits.noteLength),
  })
  .strict();
export type AdjustCashCloseInput = z.infer<typeof adjustCashCloseInputSchema>;

export const adjustCashCloseOutputSchema = z.object({ adjustmentId: z.string(), day: z.string() }).strict();
export type AdjustCashCloseOutput = z.infer<typeof adjustCashCloseOutputSchema>;

const amountSchema = z.number().int().min(-maxAmount).max(maxAmount);

/**
 * A document of `cashCloses`: a close (keyed by closeIdOf: expected, counted, their difference, how
 * many orders it counted) or an adjustment of one (keyed by its request id: the close and the amount).
 * Small, so a list of closes costs little: each close's lines are a document of their own.
 */
export const cashCloseSchema = z
  .object({
    kind: z.enum(['close', 'adjustment']),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    holder: documentIdSchema,
    holderEmail: z.string().max(320).optional(),
    expected: amountSchema.optional(),
    counted: z.number().int().min(0).max(maxAmount).optional(),
    difference: amountSchema.optional(),
    /** How many cash payments the close counted: their lines are in `cashCloseLines`, read by the sheet alone. */
    orderCount: z.number().int().min(0).max(closeLimits.maxOrders).optional(),
    closeId: documentIdSchema.optional(),
    amount: amountSchema.optional(),
    note: trimmedText(closeLimits.noteLength).optional(),
    by: documentIdSchema,
    byEmail: z.string().max(320).optional(),
    at: timestampSchema,
  })
  .strict()
  .refine(
    (record) =>
      record.kind === 'close'
        ? record.expected !== undefined &&
          record.counted !== undefined &&
          record.difference === record.counted - record.expected &&
          record.orderCount !== undefined &&
          (record.difference === 0 || record.note !== undefined)
        : record.closeId !== undefined && record.amount !== undefined && record.amount !== 0 && record.note !== undefined,
    { message: 'A close has its counts and orders, an adjustment its close, amount and note' },
  );
export type CashClose = z.infer<typeof cashCloseSchema>;

/**
 * A document of `cashCloseLines`, keyed by the close's id, written with it: each cash payment it
 * counted with its order's number and total, and each cash refund counted against the cash.
 */
export const cashCloseLinesSchema = z
  .object({
    orders: z
      .array(
        z.object({ id: documentIdSchema, number: z.number().int().min(1).optional(), total: z.number().int().min(0) }).strict(),
      )
      .max(closeLimits.maxOrders),
    refunds: z
      .array(
        z.object({ id: documentIdSchema, number: z.number().int().min(1).optional(), amount: z.number().int().min(1) }).strict(),
      )
      .max(closeLimits.maxOrders)
      .optional(),
    /**
     * The corrections of a payment that the close counted (paymentCorrections): what each did to the
     * holder's cash (the order's amount in, out, or nothing for the corrector), and why.
     */
    corrections: z
      .array(
        z
          .object({
            id: documentIdSchema,
            number: z.number().int().min(1).optional(),
            effect: z.number().int().min(-maxAmount).max(maxAmount),
            reason: z.string().max(orderLimits.correctionReasonLength),
          })
          .strict(),
      )
      .max(closeLimits.maxOrders)
      .optional(),
  })
  .strict();

/** A delivery still unpaid this long is listed on the close sheet. */
export const unpaidAfterHours = 24;

/** A document of `unpaidDeliveries`, keyed by the order's id: delivered, nothing paid yet. */
export const unpaidDeliverySchema = z
  .object({
    total: z.number().int().min(0).max(maxAmount),
    number: z.number().int().min(1).optional(),
    riderId: documentIdSchema.optional(),
    deliveredAt: timestampSchema,
  })
  .strict();
