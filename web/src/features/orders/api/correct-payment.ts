import { useMutation } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functionNames } from '@kasuwa/contract/functions';
import { correctPaymentOutputSchema, type CorrectPaymentInput, type CorrectPaymentOutput } from '@kasuwa/contract/payments';
import { functions } from '../../../lib/firebase/functions';

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
