import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { findAccountInputSchema, type FindAccountOutput } from '@kasuwa/contract/accounts';
import { staffAccountRefusals } from '@kasuwa/contract/refusals/staff-accounts';
import { roles, type Role } from '@kasuwa/contract/roles';
import type { AccountStore } from './account-store';
import { staffNowCall } from './staff-call';
import { refusalsOf } from '../refusal';

const refuse = refusalsOf(staffAccountRefusals);

/**
 * findAccount (staff only): an account by its sign-in email, as Auth holds it now, so the staff page
 * shows whether its address is verified before anyone grants it a role. The caller must be staff now.
 */
export function findAccountHandler(accounts: Pick<AccountStore, 'byUid' | 'byEmail' | 'profile'>) {
  return async (request: CallableRequest<unknown>): Promise<FindAccountOutput> => {
    const { caller, input } = await staffNowCall(request, 'findAccount', findAccountInputSchema, 'staff', accounts);
    try {
      const account = await accounts.byEmail(input.email);
      if (!account) {
        logger.info('findAccount found no account', { caller });
        throw refuse('not-found', 'no-such-email');
      }
      const role = account.claims.role;
      return {
        uid: account.uid,
        email: account.email ?? input.email,
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
