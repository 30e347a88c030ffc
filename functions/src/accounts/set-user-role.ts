import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { adminRole } from '@kasuwa/contract/roles';
import { setUserRoleInputSchema, type SetUserRoleOutput } from '@kasuwa/contract/accounts';
import type { Account, AccountStore } from './account-store';

/**
 * setUserRole (staff only): sets the role claim, then the profile's role. The claim goes first so
 * that the profile write finds syncRoleClaim with nothing left to do.
 */
export function setUserRoleHandler(accounts: Pick<AccountStore, 'byUid' | 'setRoleClaim' | 'setProfileRole'>) {
  return async (request: CallableRequest<unknown>): Promise<SetUserRoleOutput> => {
    if (!request.auth) {
      logger.info('Refused setUserRole: not signed in');
      throw new HttpsError('unauthenticated', 'Sign in as staff to change roles.');
    }
    const caller = request.auth.uid;
    if (request.auth.token.role !== adminRole) {
      logger.warn('Refused setUserRole: caller is not staff', { caller });
      throw new HttpsError('permission-denied', 'Only staff may change roles.');
    }
    const input = setUserRoleInputSchema.safeParse(request.data);
    if (!input.success) {
      logger.info('Refused setUserRole: invalid input', { caller });
      throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
    }
    const { uid, role } = input.data;

    let account: Account | null;
    try {
      account = await accounts.byUid(uid);
    } catch (error) {
      logger.error('Could not read the account whose role was to change:', error, { uid });
      throw new HttpsError('internal', 'Could not change the role. Try again.');
    }
    if (!account) {
      logger.info('Refused setUserRole: no such account', { uid, caller });
      throw new HttpsError('not-found', 'No account has this id.');
    }

    try {
      await accounts.setRoleClaim(account, role);
      await accounts.setProfileRole(account, role);
    } catch (error) {
      logger.error('Could not change a role:', error, { uid, role });
      throw new HttpsError('internal', 'Could not change the role. Try again.');
    }
    logger.info('Changed a role', { uid, role, caller });
    return { uid, role };
  };
}
