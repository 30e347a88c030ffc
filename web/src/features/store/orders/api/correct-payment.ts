import { useMutation } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functionNames } from '@kasuwa/contract/functions';
import {
  correctPaymentOutputSchema,
  correctPaymentRefusals,
  type CorrectPaymentInput,
  type CorrectPaymentOutput,
  type CorrectPaymentRefusal,
} from '@kasuwa/contract/payments';
import { functions } from '../../../../lib/firebase/functions';

/** Why the server refused a correction, and what it said of the order (the payment it holds now, the order holding a reference). */
export interface CorrectionRefusal {
  refusal: CorrectPaymentRefusal;
  payment?: string;
  reference?: string;
  orderId?: string;
}

/** The refusal a correctPayment error carries in its details, or null for any other failure (the network, the server). */
export function correctionRefusalOf(error: unknown): CorrectionRefusal | null {
  const details = (error as { details?: unknown } | null)?.details;
  if (typeof details !== 'object' || details === null) return null;
  const { refusal, now, orderId } = details as {
    refusal?: unknown;
    now?: { payment?: unknown; reference?: unknown };
    orderId?: unknown;
  };
  if (!(correctPaymentRefusals as readonly unknown[]).includes(refusal)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const [payment, reference, heldBy] = [text(now?.payment), text(now?.reference), text(orderId)];
  return {
    refusal: refusal as CorrectPaymentRefusal,
    ...(payment !== undefined && { payment }),
    ...(reference !== undefined && { reference }),
    ...(heldBy !== undefined && { orderId: heldBy }),
  };
}

/**
 * correctPayment as a mutation (the owner and the manager, online only): the live order brings the
 * corrected payment back by itself.
 */
export function useCorrectPayment() {
  return useMutation({
    mutationFn: async (input: CorrectPaymentInput): Promise<CorrectPaymentOutput> =>
      correctPaymentOutputSchema.parse(
        (await httpsCallable<CorrectPaymentInput, CorrectPaymentOutput>(functions, functionNames.correctPayment)(input)).data,
      ),
  });
}
