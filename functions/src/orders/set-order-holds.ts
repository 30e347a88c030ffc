import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { setOrderHoldsInputSchema, type OrderHolds } from '@kasuwa/contract/order-holds';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';

interface SetOrderHoldsDeps {
  accounts: Pick<AccountStore, 'byUid'>;
  /** Stores the settings with who set them; orders placed from then on follow them. */
  writeHolds(holds: OrderHolds, by: string): Promise<void>;
}

/**
 * setOrderHolds (staff only, staff now): how long an unconfirmed order holds its units, and how many
 * units one customer's unconfirmed orders may hold of one variant and in all. Orders already placed
 * keep the end of hold they were given.
 */
export function setOrderHoldsHandler({ accounts, writeHolds }: SetOrderHoldsDeps) {
  return async (request: CallableRequest<unknown>): Promise<OrderHolds> => {
    const { caller, input } = await staffNowCall(
      request,
      'setOrderHolds',
      'change the order holds',
      setOrderHoldsInputSchema,
      'settings',
      accounts,
    );
    try {
      await writeHolds(input, caller);
    } catch (error) {
      logger.error('Could not save the order holds:', error, { caller });
      throw new HttpsError('internal', 'The order holds could not be saved. Try again.');
    }
    logger.info('Set the order holds', { caller, ...input });
    return input;
  };
}
