import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { correctPaymentInputSchema, type CorrectPaymentInput, type CorrectPaymentOutput } from '@kasuwa/contract/payments';
import { roleCan } from '@kasuwa/contract/staff-roles';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import type { CorrectionOutcome, Corrector } from './correction-store';

interface CorrectPaymentDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** In one transaction: the correction as correctPaymentIn checks and writes it. */
  correct(input: CorrectPaymentInput, by: Corrector): Promise<CorrectionOutcome>;
}

const methodNames: Record<string, string> = { cash: 'cash', 'mobile-money': 'Mobile Money' };

/** The refusal staff read for each outcome that records nothing. */
function refusal(outcome: Exclude<CorrectionOutcome, { kind: 'corrected' }>): HttpsError {
  switch (outcome.kind) {
    case 'no-order':
      return new HttpsError('not-found', 'There is no such order.', { refusal: outcome.kind });
    case 'not-paid':
      return new HttpsError(
        'failed-precondition',
        'No payment is recorded on this order: record it, there is nothing to correct.',
        {
          refusal: outcome.kind,
        },
      );
    case 'changed':
      return new HttpsError(
        'aborted',
        `The order’s money changed meanwhile: it now holds ${methodNames[outcome.now.payment] ?? outcome.now.payment}${
          outcome.now.reference ? ` (reference ${outcome.now.reference})` : ''
        }. Look again; nothing was corrected.`,
        { refusal: outcome.kind, now: outcome.now },
      );
    case 'closed':
      return new HttpsError(
        'failed-precondition',
        'This cash was counted in a day’s close: correct it by an adjustment of that close. Nothing was changed.',
        { refusal: outcome.kind, closeId: outcome.closeId },
      );
    case 'refunded':
      return new HttpsError(
        'failed-precondition',
        'A refund was made on this order by the payment recorded: it is not corrected any more. Nothing was changed.',
        { refusal: outcome.kind },
      );
    case 'same':
      return new HttpsError('failed-precondition', 'This is the payment recorded already: nothing to correct.', {
        refusal: outcome.kind,
      });
    case 'reference-used':
      return new HttpsError(
        'already-exists',
        `This Mobile Money reference is already recorded on order ${outcome.orderId}: a reference pays one order. Nothing was changed.`,
        { refusal: outcome.kind, orderId: outcome.orderId },
      );
    case 'another-request':
      return new HttpsError('already-exists', 'This correction was recorded for another order.', {
        refusal: outcome.kind,
      });
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
      throw new HttpsError('permission-denied', 'Only the owner or the manager may correct a payment.');
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
