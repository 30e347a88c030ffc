import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  adjustCashCloseInputSchema,
  closeCashDayInputSchema,
  closeLimits,
  type AdjustCashCloseInput,
  type AdjustCashCloseOutput,
  type CloseCashDayInput,
  type CloseCashDayOutput,
} from '@kasuwa/contract/cash-close';
import { shopDay } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import { cashRefusals } from '@kasuwa/contract/refusals/cash';
import { roleCan, type StaffRole } from '@kasuwa/contract/staff-roles';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import { refusalsOf } from '../refusal';

const refuse = refusalsOf(cashRefusals);

/** What a close came to: recorded now or before (a retry), or refused with why. */
export type CloseOutcome =
  | { kind: 'closed'; close: CloseCashDayOutput }
  | { kind: 'already-closed' }
  | { kind: 'changed'; expected: number }
  | { kind: 'too-many' };

/** Who closes or adjusts: their uid, and their sign-in email for the sheet. */
export interface Closer {
  uid: string;
  email: string | undefined;
}

const closerOf = (caller: string, token: { email?: unknown }): Closer => ({
  uid: caller,
  email: typeof token.email === 'string' ? token.email : undefined,
});

export type AdjustOutcome = { kind: 'recorded'; day: string } | { kind: 'no-close' } | { kind: 'another-request' };

interface CloseDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** In one transaction: the close of the holder's cash for `day` (see closeDayIn). */
  closeDay(input: CloseCashDayInput, by: Closer, day: string): Promise<CloseOutcome>;
  /** In one transaction: the adjustment, recorded on `day` (see adjustCloseIn). */
  adjustClose(input: AdjustCashCloseInput, by: Closer, day: string): Promise<AdjustOutcome>;
  now(): Date;
}

/**
 * The owner and the manager (who work orders and see the figures) answer for everyone's cash: by the
 * role the caller holds now (staffNowCall), never the one of their ID token.
 */
const answersForOthers = (role: StaffRole) => roleCan(role, 'orders') && roleCan(role, 'figures');

/**
 * closeCashDay (staff who work orders, staff now): the day's close of one person's cash, expected
 * against counted, a difference with its note; one's own cash, or anyone's for the owner and the
 * manager. One close per person and Niamey day, never rewritten: a correction is an adjustment.
 */
export function closeCashDayHandler({ accounts, closeDay, now }: Omit<CloseDeps, 'adjustClose'>) {
  return async (request: CallableRequest<unknown>): Promise<CloseCashDayOutput> => {
    const { auth, caller, input, role } = await staffNowCall(
      request,
      'closeCashDay',
      closeCashDayInputSchema,
      'orders',
      accounts,
    );
    if (input.holder !== caller && !answersForOthers(role)) {
      logger.warn('Refused closeCashDay: someone else’s cash', { caller, holder: input.holder });
      throw refuse('permission-denied', 'not-own-cash');
    }
    const day = shopDay(now());
    let outcome: CloseOutcome;
    try {
      outcome = await closeDay(input, closerOf(caller, auth.token), day);
    } catch (error) {
      logger.error('Could not close the day:', error, { caller, holder: input.holder });
      throw new HttpsError('internal', 'The day could not be closed. Nothing was changed; try again.');
    }
    switch (outcome.kind) {
      case 'already-closed':
        logger.info('Refused closeCashDay: closed already today', { caller, holder: input.holder, day });
        throw refuse('already-exists', 'closed-already');
      case 'changed':
        logger.info('Refused closeCashDay: the cash changed since it was shown', { caller, holder: input.holder });
        throw refuse('failed-precondition', 'cash-changed', { expected: formatXof(outcome.expected) });
      case 'too-many':
        logger.warn('Refused closeCashDay: too many cash payments held', { caller, holder: input.holder });
        throw refuse('failed-precondition', 'too-many-held', { max: closeLimits.maxOrders });
      case 'closed':
        logger.info('Closed the day', { caller, holder: input.holder, ...outcome.close });
        return outcome.close;
    }
  };
}

/**
 * adjustCashClose (the owner and the manager, staff now): a correction of a close, recorded on the day
 * it is made, with why; the close stays as it was.
 */
export function adjustCashCloseHandler({ accounts, adjustClose, now }: Omit<CloseDeps, 'closeDay'>) {
  return async (request: CallableRequest<unknown>): Promise<AdjustCashCloseOutput> => {
    const { auth, caller, input, role } = await staffNowCall(
      request,
      'adjustCashClose',
      adjustCashCloseInputSchema,
      'orders',
      accounts,
    );
    if (!answersForOthers(role)) {
      logger.warn('Refused adjustCashClose: not the owner or the manager', { caller });
      throw refuse('permission-denied', 'adjust-not-allowed');
    }
    let outcome: AdjustOutcome;
    try {
      outcome = await adjustClose(input, closerOf(caller, auth.token), shopDay(now()));
    } catch (error) {
      logger.error('Could not adjust a close:', error, { caller, closeId: input.closeId });
      throw new HttpsError('internal', 'The adjustment could not be recorded. Nothing was changed; try again.');
    }
    switch (outcome.kind) {
      case 'no-close':
        logger.info('Refused adjustCashClose: no such close', { caller, closeId: input.closeId });
        throw refuse('not-found', 'no-close');
      case 'another-request':
        logger.warn('Refused adjustCashClose: the request id names another adjustment', { caller });
        throw refuse('already-exists', 'another-adjustment');
      case 'recorded':
        logger.info('Adjusted a close', { caller, closeId: input.closeId, amount: input.amount });
        return { adjustmentId: input.requestId, day: outcome.day };
    }
  };
}
