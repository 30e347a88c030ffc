import { z } from 'zod';
import { orderLimits } from './limits';
import { paymentMethods } from './order-statuses';
import { returnExclusions, returnTerms, type ReturnExclusion } from './return-terms';
import { documentIdSchema, timestampSchema, trimmedText } from './schemas/common';
import { paymentReferenceTextSchema } from './schemas/order';

const exclusionKeys = Object.keys(returnExclusions) as [ReturnExclusion, ...ReturnExclusion[]];

/**
 * Why the customer returns: withdrawal (no reason needed, excluded goods refused), or a defect or a
 * product not as ordered, which the terms take back whatever the category.
 */
export const returnReasons = ['withdrawal', 'defective', 'not-as-ordered'] as const;
export type ReturnReason = (typeof returnReasons)[number];

/**
 * The reason of the entry a paid order gets when it is cancelled (functions/src/returns/cancelled-refund.ts):
 * nothing came back, as nothing left, and its whole payment, delivery fee included, is owed back to the
 * customer, due as a return's refund is. Staff never record one themselves.
 */
export const cancelledReason = 'cancelled';

/** The id of a cancelled paid order's entry: one per order. */
export const cancelledRefundId = (orderId: string) => `cancelled-${orderId}`;

/** The one document of stockSettings that puts shop categories in the terms' exclusions. */
export const returnSettingsDocId = 'returns';

const returnSettingsFields = z.object({
  /** Category, as products store it, → the exclusion of the terms it falls under. */
  excluded: z
    .record(trimmedText(60), z.enum(exclusionKeys))
    .refine((map) => Object.keys(map).length <= 100, 'At most 100 categories'),
});
export type ReturnSettings = z.infer<typeof returnSettingsFields>;

export const readReturnSettings = (data: unknown): ReturnSettings =>
  returnSettingsFields.safeParse(data).data ?? { excluded: {} };
export const setReturnSettingsInputSchema = returnSettingsFields.strict();
export const setReturnSettingsOutputSchema = returnSettingsFields.strict();

/**
 * recordReturn input (staff who work orders): lines of a delivered order coming back, each by its
 * place in the order with how many units and whether they go back on sale (restock) or are damaged;
 * the reason; and, past 7 days from delivery, the override's why (the owner and the manager only).
 * `requestId` names the return, so a retry records it once.
 */
export const recordReturnInputSchema = z
  .object({
    requestId: z.uuid(),
    orderId: documentIdSchema,
    lines: z
      .array(
        z
          .object({
            line: z
              .number()
              .int()
              .min(0)
              .max(orderLimits.maxLines - 1),
            quantity: z.number().int().min(1).max(orderLimits.maxQuantity),
            restock: z.boolean(),
          })
          .strict(),
      )
      .min(1)
      .max(orderLimits.maxLines)
      .refine((lines) => new Set(lines.map((entry) => entry.line)).size === lines.length, 'Each line once'),
    reason: z.enum(returnReasons),
    note: trimmedText(returnTerms.noteLength).optional(),
    override: trimmedText(returnTerms.noteLength).optional(),
  })
  .strict();
export type RecordReturnInput = z.infer<typeof recordReturnInputSchema>;

export const recordReturnOutputSchema = z
  .object({ returnId: z.string(), amount: z.number().int(), units: z.number().int() })
  .strict();
export type RecordReturnOutput = z.infer<typeof recordReturnOutputSchema>;

/**
 * refundReturn input (staff who work orders): the refund of a return, by the method the customer paid
 * with (a Mobile Money refund with the operator's reference), at most what is left to refund on the
 * order of what was paid. `requestId` names the refund.
 */
export const refundReturnInputSchema = z
  .object({
    requestId: z.uuid(),
    returnId: documentIdSchema,
    method: z.enum(paymentMethods),
    reference: paymentReferenceTextSchema.optional(),
    amount: z.number().int().min(1).max(orderLimits.maxTotal),
  })
  .strict()
  .refine((input) => (input.method === 'mobile-money') === (input.reference !== undefined), {
    message: 'A Mobile Money refund has its reference; a cash refund has none',
    path: ['reference'],
  });
export type RefundReturnInput = z.infer<typeof refundReturnInputSchema>;

export const refundReturnOutputSchema = z.object({ refundId: z.string(), amount: z.number().int() }).strict();
export type RefundReturnOutput = z.infer<typeof refundReturnOutputSchema>;

const returnLineSchema = z
  .object({
    line: z.number().int().min(0),
    productId: z.string().max(128),
    title: z.string().max(200),
    size: z.string().max(24).optional(),
    color: z.string().max(24).optional(),
    price: z.number().int().min(0),
    quantity: z.number().int().min(1),
    restock: z.boolean(),
  })
  .strict();

/**
 * A document of `orderReturns`, keyed by the request's id: what came back of an order, its value at
 * the price paid, why, who took it and when, the override if past the window (or, keyed by
 * cancelledRefundId, a cancelled paid order's whole payment, owed back: no delivery); the refund once done
 * (method, reference, amount, who, when; a cash refund is taken from the refunder's cash in hand and
 * counted in their next close: `refundCashHolder` until then, `cashClosedIn` after).
 */
export const orderReturnSchema = z
  .object({
    orderId: documentIdSchema,
    orderNumber: z.number().int().min(1).optional(),
    lines: z.array(returnLineSchema).min(1).max(orderLimits.maxLines),
    amount: z.number().int().min(0).max(orderLimits.maxTotal),
    reason: z.enum([...returnReasons, cancelledReason]),
    note: trimmedText(returnTerms.noteLength).optional(),
    deliveredAt: timestampSchema.optional(),
    override: z
      .object({ note: trimmedText(returnTerms.noteLength), by: documentIdSchema })
      .strict()
      .optional(),
    by: documentIdSchema,
    /** The sign-in email of who took the return back, for the order page's history. */
    byEmail: z.string().max(320).optional(),
    at: timestampSchema,
    /**
     * The Niamey day by which the refund is due (14 working days), and while it is not done, the day
     * from which it is flagged (the tenth working day): removed by the refund.
     */
    refundDue: z.string(),
    refundFlagFrom: z.string().optional(),
    refund: z
      .object({
        requestId: z.uuid(),
        method: z.enum(paymentMethods),
        reference: z.string().max(orderLimits.paymentReferenceLength).optional(),
        amount: z.number().int().min(1),
        by: documentIdSchema,
        byEmail: z.string().max(320).optional(),
        at: timestampSchema,
      })
      .strict()
      .optional(),
    refundCashHolder: documentIdSchema.optional(),
    cashClosedIn: documentIdSchema.optional(),
  })
  .strict();
export type OrderReturn = z.infer<typeof orderReturnSchema>;
