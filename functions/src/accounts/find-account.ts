import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { findAccountInputSchema, type FindAccountOutput } from '@kasuwa/contract/accounts';
import { roles, type Role } from '@kasuwa/contract/roles';
import type { AccountStore } from './account-store';
import { isStaffToken, notStaffNow } from './staff-standing';

/**
 * findAccount (staff only): an account by its sign-in email, as Auth holds it now, so the staff page
 * shows whether its address is verified before anyone grants it a role. The caller must be staff now.
 */
export function findAccountHandler(accounts: Pick<AccountStore, 'byUid' | 'byEmail'>) {
  return async (request: CallableRequest<unknown>): Promise<FindAccountOutput> => {
    if (!request.auth) {
      logger.info('Refused findAccount: not signed in');
      throw new HttpsError('unauthenticated', 'Sign in as staff to look up an account.');
    }
    const caller = request.auth.uid;
    if (!isStaffToken(request.auth.token)) {
      logger.warn('Refused findAccount: caller is not staff', { caller });
      throw new HttpsError('permission-denied', 'Only staff may look up accounts.');
    }
    const input = findAccountInputSchema.safeParse(request.data);
    if (!input.success) {
      logger.info('Refused findAccount: invalid input', { caller });
      throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
    }
    try {
      const refusal = notStaffNow(await accounts.byUid(caller), request.auth.token.auth_time);
      if (refusal) {
        logger.warn('Refused findAccount: caller is no longer staff', { caller, why: refusal });
        throw new HttpsError('permission-denied', 'Only staff may look up accounts.');
      }
      const account = await accounts.byEmail(input.data.email);
      if (!account) {
        logger.info('findAccount found no account', { caller });
        throw new HttpsError('not-found', 'No account uses this email: they must sign up in the app first.');
      }
      const role = account.claims.role;
      return {
        uid: account.uid,
        email: account.email ?? input.data.email,
        emailVerified: account.emailVerified,
        disabled: account.disabled,
        role: roles.includes(role as Role) ? (role as Role) : null,
      };
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('Could not look up an account:', error, { caller });
      throw new HttpsError('internal', 'Could not look up the account. Try again.');
    }
  };
}
