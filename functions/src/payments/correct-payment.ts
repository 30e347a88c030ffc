import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { correctPaymentInputSchema, type CorrectPaymentInput, type CorrectPaymentOutput } from '@kasuwa/contract/payments';
import { paymentRefusals } from '@kasuwa/contract/refusals/payments';
import { roleCan } from '@kasuwa/contract/staff-roles';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import { refusalsOf } from '../refusal';
import type { CorrectionOutcome, Corrector } from './correction-store';

interface CorrectPaymentDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** In one transaction: the correction as correctPaymentIn checks and writes it. */
  correct(input: CorrectPaymentInput, by: Corrector): Promise<CorrectionOutcome>;
}

const refused = refusalsOf(paymentRefusals);

/** The refusal staff read for each outcome that records nothing. */
function refusal(outcome: Exclude<CorrectionOutcome, { kind: 'corrected' }>): HttpsError {
  switch (outcome.kind) {
    case 'no-order':
      return refused('not-found', 'no-order');
    case 'not-paid':
      return refused('failed-precondition', 'not-paid');
    case 'changed':
      if (outcome.now.payment === 'cash') return refused('aborted', 'changed-to-cash');
      return outcome.now.reference
        ? refused('aborted', 'changed-to-mobile-money', { reference: outcome.now.reference })
        : refused('aborted', 'changed-to-mobile-money-without-reference');
    case 'closed':
      return refused('failed-precondition', 'closed');
    case 'refunded':
      return refused('failed-precondition', 'refunded');
    case 'same':
      return refused('failed-precondition', 'same');
    case 'reference-used':
      return refused('already-exists', 'reference-used', { order: outcome.orderId });
    case 'another-request':
      return refused('already-exists', 'another-request');
  }
}

/**
 * correctPayment (the owner and the manager, as Auth holds their role now): a payment recorded wrong
 * (the method, the reference) is corrected on the server, against the money version the corrector saw,
 * with why; the cash moves out of its former holder's hands, and both people's next closes list it.
 */
export function correctPaymentHandler({ accounts, correct }: CorrectPaymentDeps) {
  return async (request: CallableRequest<unknown>): Promise<CorrectPaymentOutput> => {
    const { auth, caller, role, input } = await staffNowCall(
      request,
      'correctPayment',
      correctPaymentInputSchema,
      'orders',
      accounts,
    );
    if (!roleCan(role, 'figures')) {
      logger.warn('Refused correctPayment: not the owner or the manager', { caller });
      throw refused('permission-denied', 'not-allowed');
    }
    let outcome: CorrectionOutcome;
    try {
      outcome = await correct(input, { uid: caller, email: typeof auth.token.email === 'string' ? auth.token.email : undefined });
    } catch (error) {
      logger.error('Could not correct a payment:', error, { caller, orderId: input.orderId });
      throw new HttpsError('internal', 'The correction could not be recorded. Nothing was changed; try again.');
    }
    if (outcome.kind !== 'corrected') {
      logger.info('Refused correctPayment', { caller, orderId: input.orderId, why: outcome.kind });
      throw refusal(outcome);
    }
    logger.info('Corrected a payment', { caller, orderId: input.orderId, payment: input.payment });
    return { correctionId: input.requestId, moneyVersion: outcome.moneyVersion };
  };
}
