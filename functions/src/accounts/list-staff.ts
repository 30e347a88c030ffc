import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { ListStaffOutput } from '@kasuwa/contract/accounts';
import type { AccountStore } from './account-store';
import { isStaffToken } from '../staff-token';

/** listStaff (staff only, no input): the accounts whose role claim is admin, as Auth holds them. */
export function listStaffHandler(accounts: Pick<AccountStore, 'staff'>) {
  return async (request: CallableRequest<unknown>): Promise<ListStaffOutput> => {
    if (!request.auth) {
      logger.info('Refused listStaff: not signed in');
      throw new HttpsError('unauthenticated', 'Sign in as staff to see the staff.');
    }
    if (!isStaffToken(request.auth.token)) {
      logger.warn('Refused listStaff: caller is not staff', { caller: request.auth.uid });
      throw new HttpsError('permission-denied', 'Only staff may see the staff.');
    }
    if (request.data !== null && request.data !== undefined) {
      logger.info('Refused listStaff: it takes no input', { caller: request.auth.uid });
      throw new HttpsError('invalid-argument', 'Invalid request: listStaff takes no input.');
    }
    try {
      return { staff: await accounts.staff() };
    } catch (error) {
      logger.error('Could not list the staff:', error);
      throw new HttpsError('internal', 'Could not list the staff. Try again.');
    }
  };
}
