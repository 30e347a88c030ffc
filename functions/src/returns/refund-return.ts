import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { formatXof } from '@kasuwa/contract/money';
import { refundReturnInputSchema, type RefundReturnInput, type RefundReturnOutput } from '@kasuwa/contract/returns';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import type { RefundOutcome } from './refund-store';

interface RefundReturnDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** In one transaction: the refund as refundReturnIn checks and writes it. */
  refund(input: RefundReturnInput, by: string, byEmail: string | undefined): Promise<RefundOutcome>;
}

const methodNames: Record<string, string> = { cash: 'cash', 'mobile-money': 'Mobile Money' };

/** The refusal staff read for each outcome that records nothing. */
function refusal(outcome: Exclude<RefundOutcome, { kind: 'refunded' }>): HttpsError {
  switch (outcome.kind) {
    case 'no-return':
      return new HttpsError('not-found', 'There is no such return.');
    case 'refunded-already':
      return new HttpsError('already-exists', 'This return is refunded already.');
    case 'not-paid':
      return new HttpsError('failed-precondition', 'Nothing was paid on this order: there is nothing to refund.');
    case 'other-method':
      return new HttpsError(
        'failed-precondition',
        `The customer paid by ${methodNames[outcome.method] ?? outcome.method}: the terms refund by the same method.`,
      );
    case 'above-return':
      return new HttpsError('failed-precondition', `The return is worth ${formatXof(outcome.max)}: refund that much at most.`);
    case 'above-paid':
      return new HttpsError('failed-precondition', `Only ${formatXof(outcome.left)} of what was paid is left to refund.`);
    case 'reference-used':
      return new HttpsError('already-exists', 'This Mobile Money reference is recorded already: each one serves once.');
  }
}

/**
 * refundReturn (staff who work orders, staff now): the refund of a return by the method the customer
 * paid with, never above the return's value nor what is left of what was paid, once per return.
 */
export function refundReturnHandler({ accounts, refund }: RefundReturnDeps) {
  return async (request: CallableRequest<unknown>): Promise<RefundReturnOutput> => {
    const { auth, caller, input } = await staffNowCall(
      request,
      'refundReturn',
      'refund a return',
      refundReturnInputSchema,
      'orders',
      accounts,
    );
    let outcome: RefundOutcome;
    try {
      outcome = await refund(input, caller, typeof auth.token.email === 'string' ? auth.token.email : undefined);
    } catch (error) {
      logger.error('Could not refund a return:', error, { caller, returnId: input.returnId });
      throw new HttpsError('internal', 'The refund could not be recorded. Nothing was changed; try again.');
    }
    if (outcome.kind !== 'refunded') {
      logger.info('Refused refundReturn', { caller, returnId: input.returnId, why: outcome.kind });
      throw refusal(outcome);
    }
    logger.info('Refunded a return', { caller, returnId: input.returnId, amount: outcome.amount, method: input.method });
    return { refundId: input.returnId, amount: outcome.amount };
  };
}
