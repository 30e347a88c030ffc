import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { excludedReturnMessage, returnTerms } from '@kasuwa/contract/return-terms';
import { recordReturnInputSchema, type RecordReturnInput, type RecordReturnOutput } from '@kasuwa/contract/returns';
import { roleCan } from '@kasuwa/contract/staff-roles';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import type { Returner, ReturnOutcome } from './return-store';

interface RecordReturnDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** In one transaction: the return as recordReturnIn checks and writes it. */
  recordReturn(input: RecordReturnInput, by: Returner, now: Date): Promise<ReturnOutcome>;
  now(): Date;
}

/** The refusal staff read for each outcome that records nothing. */
function refusal(outcome: Exclude<ReturnOutcome, { kind: 'recorded' }>): HttpsError {
  switch (outcome.kind) {
    case 'another-request':
      return new HttpsError('already-exists', 'This return was recorded for another order or by someone else.');
    case 'not-delivered':
      return new HttpsError('failed-precondition', 'Only a delivered order takes a return.');
    case 'window-passed':
      return new HttpsError(
        'failed-precondition',
        `Delivered on ${outcome.deliveredDay}: the ${returnTerms.windowDays} days of the terms are over. Only the owner or the manager may take it back, saying why.`,
      );
    case 'no-line':
      return new HttpsError('invalid-argument', `The order has no line ${outcome.line + 1}.`);
    case 'too-many':
      return new HttpsError('failed-precondition', `Only ${outcome.left} of ${outcome.title} can still come back.`);
    case 'excluded':
      return new HttpsError('failed-precondition', excludedReturnMessage(outcome.title, outcome.exclusion));
  }
}

/**
 * recordReturn (staff who work orders, staff now): lines of a delivered order coming back, restocked
 * or damaged, with the reason; past 7 days from delivery only with the override of the owner or the
 * manager, recorded with the return. Nothing is recorded on a refusal; a retry records it once.
 */
export function recordReturnHandler({ accounts, recordReturn, now }: RecordReturnDeps) {
  return async (request: CallableRequest<unknown>): Promise<RecordReturnOutput> => {
    const { auth, caller, input, role } = await staffNowCall(
      request,
      'recordReturn',
      'record a return',
      recordReturnInputSchema,
      'orders',
      accounts,
    );
    // The role held now: a manager demoted since their ID token was made no longer overrides.
    const overrides = roleCan(role, 'figures');
    if (input.override && !overrides) {
      logger.warn('Refused recordReturn: an override by a role without it', { caller });
      throw new HttpsError('permission-denied', 'Only the owner or the manager may take back an order past the 7 days.');
    }
    let outcome: ReturnOutcome;
    try {
      const email = typeof auth.token.email === 'string' ? auth.token.email : undefined;
      outcome = await recordReturn(input, { uid: caller, email, overrides }, now());
    } catch (error) {
      logger.error('Could not record a return:', error, { caller, orderId: input.orderId });
      throw new HttpsError('internal', 'The return could not be recorded. Nothing was changed; try again.');
    }
    if (outcome.kind !== 'recorded') {
      logger.info('Refused recordReturn', { caller, orderId: input.orderId, why: outcome.kind });
      throw refusal(outcome);
    }
    logger.info('Recorded a return', { caller, orderId: input.orderId, amount: outcome.amount, units: outcome.units });
    return { returnId: input.requestId, amount: outcome.amount, units: outcome.units };
  };
}
