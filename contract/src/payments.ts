import { z } from 'zod';
import { orderLimits, personLimits } from './limits';
import { paymentMethods } from './order-statuses';
import { documentIdSchema, timestampSchema } from './schemas/common';
import { paymentReferenceTextSchema } from './schemas/order';

const { correctionReasonLength } = orderLimits;

/**
 * correctPayment input (the owner and the manager): the order's payment as it really was, against the
 * money version the corrector saw (`moneyVersion`, 0 for an order that never had one), with why.
 * `requestId` names the correction, so a retry records it once. Cash is held by the corrector from now.
 */
export const correctPaymentInputSchema = z
  .object({
    requestId: z.uuid(),
    orderId: documentIdSchema,
    moneyVersion: z.number().int().min(0),
    payment: z.enum(paymentMethods),
    reference: paymentReferenceTextSchema.optional(),
    reason: z.string().trim().min(1).max(correctionReasonLength),
  })
  .strict()
  .refine((input) => (input.payment === 'mobile-money') === (input.reference !== undefined), {
    message: 'A Mobile Money payment has its reference; a cash payment has none',
    path: ['reference'],
  });
export type CorrectPaymentInput = z.infer<typeof correctPaymentInputSchema>;

export const correctPaymentOutputSchema = z.object({ correctionId: z.string(), moneyVersion: z.number().int().min(1) }).strict();
export type CorrectPaymentOutput = z.infer<typeof correctPaymentOutputSchema>;

const paymentStateSchema = z
  .object({
    payment: z.enum(paymentMethods),
    reference: paymentReferenceTextSchema.optional(),
    /** Who held the cash (a cash payment not yet counted in a close). */
    holder: documentIdSchema.optional(),
  })
  .strict();

/**
 * A document of `paymentCorrections`, keyed by the request's id: what a correction changed on an
 * order's payment, who made it, when and why, and the amount of the order. Written by correctPayment
 * only, never changed, but for `openFor`: the people whose next close lists it (the cash's former
 * holder, its new one and the corrector), each taken out by their close.
 */
export const paymentCorrectionSchema = z
  .object({
    orderId: documentIdSchema,
    number: z.number().int().min(1).optional(),
    amount: z.number().int().min(0).max(orderLimits.maxTotal),
    from: paymentStateSchema,
    to: paymentStateSchema,
    reason: z.string().trim().min(1).max(correctionReasonLength),
    by: documentIdSchema,
    byEmail: z.string().max(personLimits.emailLength).optional(),
    at: timestampSchema,
    openFor: z.array(documentIdSchema).max(3),
  })
  .strict();
export type PaymentCorrection = z.infer<typeof paymentCorrectionSchema>;

/**
 * What a correction does to one person's cash: the order's amount into the hands of its new holder,
 * out of its former holder's, nothing for the corrector who holds neither (the close lists it all the same).
 */
interface CashMove {
  amount: number;
  from: { holder?: string | undefined };
  to: { holder?: string | undefined };
}

export function correctionEffectOn(holder: string, correction: CashMove): number {
  const gained = correction.to.holder === holder ? correction.amount : 0;
  const lost = correction.from.holder === holder ? correction.amount : 0;
  return gained - lost;
}
