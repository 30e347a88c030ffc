import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import type { ListStaffOutput } from '@kasuwa/contract/accounts';
import { staffCallRefusals } from '@kasuwa/contract/refusals';
import { refusalsOf } from '../refusal';
import type { AccountStore } from './account-store';
import { isStaffToken, notStaffNow } from './staff-standing';

const refuse = refusalsOf(staffCallRefusals);

/**
 * listStaff (staff only, no input): the accounts whose role claim is admin, as Auth holds them. The
 * caller must be staff now (Auth read again), not only when their ID token was made.
 */
export function listStaffHandler(accounts: Pick<AccountStore, 'staff' | 'byUid'>) {
  return async (request: CallableRequest<unknown>): Promise<ListStaffOutput> => {
    if (!request.auth) {
      logger.info('Refused listStaff: not signed in');
      throw refuse('unauthenticated', 'not-signed-in');
    }
    if (!isStaffToken(request.auth.token, 'staff')) {
      logger.warn('Refused listStaff: caller is not staff', { caller: request.auth.uid });
      throw refuse('permission-denied', 'not-staff');
    }
    if (request.data !== null && request.data !== undefined) {
      logger.info('Refused listStaff: it takes no input', { caller: request.auth.uid });
      throw new HttpsError('invalid-argument', 'Invalid request: listStaff takes no input.');
    }
    try {
      const refusal = notStaffNow(await accounts.byUid(request.auth.uid), request.auth.token.auth_time, 'staff');
      if (refusal) {
        logger.warn('Refused listStaff: caller is no longer staff', { caller: request.auth.uid, why: refusal });
        throw refuse('permission-denied', 'not-staff');
      }
      return { staff: await accounts.staff() };
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('Could not list the staff:', error);
      throw new HttpsError('internal', 'Could not list the staff. Try again.');
    }
  };
}
