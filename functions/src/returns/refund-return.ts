import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { formatXof } from '@kasuwa/contract/money';
import { returnRefusals } from '@kasuwa/contract/refusals/returns';
import { refundReturnInputSchema, type RefundReturnInput, type RefundReturnOutput } from '@kasuwa/contract/returns';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import { refusalsOf } from '../refusal';
import type { RefundOutcome } from './refund-store';

const refuse = refusalsOf(returnRefusals);

interface RefundReturnDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** In one transaction: the refund as refundReturnIn checks and writes it. */
  refund(input: RefundReturnInput, by: string, byEmail: string | undefined): Promise<RefundOutcome>;
}

/** The refusal staff read for each outcome that records nothing. */
function refusal(outcome: Exclude<RefundOutcome, { kind: 'refunded' }>): HttpsError {
  switch (outcome.kind) {
    case 'no-return':
      return refuse('not-found', 'no-return');
    case 'refunded-already':
      return refuse('already-exists', 'refunded-already');
    case 'not-paid':
      return refuse('failed-precondition', 'not-paid');
    case 'other-method':
      return refuse('failed-precondition', outcome.method === 'cash' ? 'paid-in-cash' : 'paid-by-mobile-money');
    case 'above-return':
      return refuse('failed-precondition', 'above-return', { max: formatXof(outcome.max) });
    case 'above-paid':
      return refuse('failed-precondition', 'above-paid', { left: formatXof(outcome.left) });
    case 'reference-used':
      return refuse('already-exists', 'refund-reference-used');
  }
}

/**
 * refundReturn (staff who work orders, staff now): the refund of a return by the method the customer
 * paid with, never above the return's value nor what is left of what was paid, once per return.
 */
export function refundReturnHandler({ accounts, refund }: RefundReturnDeps) {
  return async (request: CallableRequest<unknown>): Promise<RefundReturnOutput> => {
    const { auth, caller, input } = await staffNowCall(request, 'refundReturn', refundReturnInputSchema, 'orders', accounts);
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
