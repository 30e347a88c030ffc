import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import { setEmailVerifiedInputSchema, type SetEmailVerifiedOutput } from '@kasuwa/contract/accounts';
import { addressBudgetKey, platformAddress } from '../platform-address';
import type { RateLimit } from '../rate-limits/rate-limiter';
import type { AccountStore } from './account-store';

const tenMinutes = 10 * 60_000;

/** The address limit: someone walking through many emails from one place. */
export const addressLimit = (address: string): RateLimit => ({
  name: 'setEmailVerified.address',
  subject: address,
  max: 30,
  windowMs: tenMinutes,
});

/** The email limit: someone hammering one account. It only counts calls that change nothing. */
export const emailLimit = (email: string): RateLimit => ({
  name: 'setEmailVerified.email',
  subject: email,
  max: 5,
  windowMs: tenMinutes,
});

interface SetEmailVerifiedDeps {
  accounts: Pick<AccountStore, 'byEmail' | 'profile' | 'updateProfile'>;
  /** Counts the call; false when a limit is used up. */
  consume(limits: readonly RateLimit[]): Promise<boolean>;
}

const unavailable = () => new HttpsError('internal', 'Could not update the email verification. Try again.');
const exhausted = () =>
  new HttpsError('resource-exhausted', 'Too many email verification requests. Wait 10 minutes, then try again.');

/**
 * setEmailVerified: copies the Auth record's emailVerified into the profile. Signed in or not, the
 * answer is the same whether the account or its profile exists, so the call tells nothing about them.
 *
 * A call that brings the profile in step with Auth is never refused for its email: only Auth decides
 * the value, and once written the same call changes nothing. So a stranger's calls for an address can
 * use up its email limit but never stop the owner's verification from being mirrored.
 */
export function setEmailVerifiedHandler({ accounts, consume }: SetEmailVerifiedDeps) {
  const count = async (limit: RateLimit) => {
    try {
      return await consume([limit]);
    } catch (error) {
      logger.error('Could not count a setEmailVerified call:', error);
      throw unavailable();
    }
  };

  return async (request: CallableRequest<unknown>): Promise<SetEmailVerifiedOutput> => {
    const caller = request.auth?.uid ?? null;
    const input = setEmailVerifiedInputSchema.safeParse(request.data);
    if (!input.success) {
      logger.info('Refused setEmailVerified: invalid input', { caller });
      throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
    }
    // Auth keeps emails in lower case, so other spellings are the same account and the same counter.
    const email = input.data.email.toLowerCase();

    // An IPv6 caller is one /64: it could pick a new address of its network for every call.
    if (!(await count(addressLimit(addressBudgetKey(platformAddress(request.rawRequest)))))) {
      logger.warn('Refused setEmailVerified: address limit reached', { caller });
      throw exhausted();
    }

    let mirrored = false;
    try {
      const account = await accounts.byEmail(email);
      const profile = account && (await accounts.profile(account.uid));
      if (account && profile && profile.emailVerified !== account.emailVerified) {
        await accounts.updateProfile(account.uid, { emailVerified: account.emailVerified });
        logger.info('Copied emailVerified into the profile', { uid: account.uid, emailVerified: account.emailVerified, caller });
        mirrored = true;
      }
    } catch (error) {
      logger.error('Could not copy emailVerified into the profile:', error);
      throw unavailable();
    }
    if (mirrored) return { ok: true };

    if (!(await count(emailLimit(email)))) {
      logger.warn('Refused setEmailVerified: email limit reached', { caller });
      throw exhausted();
    }
    logger.info('setEmailVerified changed nothing: no account, no profile, or already in step', { caller });
    return { ok: true };
  };
}
