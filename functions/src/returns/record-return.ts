import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { returnExclusions, returnTerms } from '@kasuwa/contract/return-terms';
import { returnRefusals } from '@kasuwa/contract/refusals/returns';
import { recordReturnInputSchema, type RecordReturnInput, type RecordReturnOutput } from '@kasuwa/contract/returns';
import { roleCan } from '@kasuwa/contract/staff-roles';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import { refusalsOf } from '../refusal';
import type { Returner, ReturnOutcome } from './return-store';

const refuse = refusalsOf(returnRefusals);

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
      return refuse('already-exists', 'another-return');
    case 'not-delivered':
      return refuse('failed-precondition', 'not-delivered');
    case 'window-passed':
      return refuse('failed-precondition', 'window-passed', { day: outcome.deliveredDay, days: returnTerms.windowDays });
    case 'no-line':
      return refuse('invalid-argument', 'no-line', { line: outcome.line + 1 });
    case 'too-many':
      return refuse('failed-precondition', 'too-many-back', { left: outcome.left, title: outcome.title });
    case 'excluded':
      return refuse('failed-precondition', 'excluded', {
        title: outcome.title,
        exclusion: returnExclusions[outcome.exclusion],
      });
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
      recordReturnInputSchema,
      'orders',
      accounts,
    );
    // The role held now: a manager demoted since their ID token was made no longer overrides.
    const overrides = roleCan(role, 'figures');
    if (input.override && !overrides) {
      logger.warn('Refused recordReturn: an override by a role without it', { caller });
      throw refuse('permission-denied', 'override-not-allowed');
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
