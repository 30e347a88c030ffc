import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { receiveCashInputSchema, type ReceiveCashInput, type ReceiveCashOutput } from '@kasuwa/contract/cash';
import { formatXof } from '@kasuwa/contract/money';
import { cashRefusals } from '@kasuwa/contract/refusals/cash';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import { refusalsOf } from '../refusal';

const refuse = refusalsOf(cashRefusals);

/** What a hand-over came to: recorded now or before (a retry), or refused with why. */
export type HandOverOutcome =
  | { kind: 'recorded'; amount: number; orders: number }
  | { kind: 'not-held'; orderId: string }
  | { kind: 'wrong-amount'; expected: number }
  | { kind: 'another-request' };

interface ReceiveCashDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /**
   * In one transaction: the hand-over of `requestId` if it exists (a retry), else each order must be a
   * cash payment `from` holds and their totals `amount`; then every order is held by `to` from now and
   * the hand-over recorded.
   */
  handOver(input: ReceiveCashInput, to: string): Promise<HandOverOutcome>;
}

/**
 * receiveCash (staff who work orders, staff now): the receiver records the cash a rider or a seller
 * gave them, for the orders it covers; each of those orders is then held by the receiver. Only cash
 * `from` holds, only the amount those orders come to (a difference is counted again, not recorded),
 * never from oneself; a retry with the same request id records it once.
 */
export function receiveCashHandler({ accounts, handOver }: ReceiveCashDeps) {
  return async (request: CallableRequest<unknown>): Promise<ReceiveCashOutput> => {
    const { caller, input } = await staffNowCall(request, 'receiveCash', receiveCashInputSchema, 'orders', accounts);
    if (input.from === caller) {
      logger.info('Refused receiveCash: from oneself', { caller });
      throw refuse('invalid-argument', 'from-oneself');
    }
    let outcome: HandOverOutcome;
    try {
      outcome = await handOver(input, caller);
    } catch (error) {
      logger.error('Could not record a cash hand-over:', error, { caller, from: input.from });
      throw new HttpsError('internal', 'The cash could not be recorded. Nothing was changed; try again.');
    }
    switch (outcome.kind) {
      case 'not-held':
        logger.info('Refused receiveCash: an order is not cash this person holds', { caller, orderId: outcome.orderId });
        throw refuse('failed-precondition', 'not-held', { order: outcome.orderId });
      case 'wrong-amount':
        logger.info('Refused receiveCash: the amount is not the orders’ total', { caller, expected: outcome.expected });
        throw refuse('failed-precondition', 'wrong-amount', { expected: formatXof(outcome.expected) });
      case 'another-request':
        logger.warn('Refused receiveCash: the request id names another hand-over', { caller });
        throw refuse('already-exists', 'another-hand-over');
      case 'recorded':
        logger.info('Received cash', { caller, from: input.from, amount: outcome.amount, orders: outcome.orders });
        return { handoverId: input.requestId, amount: outcome.amount, orders: outcome.orders };
    }
  };
}
