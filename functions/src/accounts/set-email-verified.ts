import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { setEmailVerifiedInputSchema, type SetEmailVerifiedOutput } from '@kasuwa/contract/accounts';
import type { RateLimit } from '../rate-limits/rate-limiter';
import type { AccountStore } from './account-store';

const tenMinutes = 10 * 60_000;

/**
 * Anyone may call setEmailVerified, so it is limited per email (a verification link is used once or
 * twice; more is someone hammering one account) and per caller address (someone walking through
 * many emails). The address is express's `req.ip`: behind Cloud Run's front end that is the first
 * X-Forwarded-For entry, which a client can choose, so the email limit is the firm one.
 */
export function emailVerificationLimits(email: string, address: string): RateLimit[] {
  return [
    { name: 'setEmailVerified.email', subject: email, max: 5, windowMs: tenMinutes },
    { name: 'setEmailVerified.address', subject: address, max: 30, windowMs: tenMinutes },
  ];
}

interface SetEmailVerifiedDeps {
  accounts: Pick<AccountStore, 'byEmail' | 'updateProfile'>;
  /** Counts the call; false when a limit is used up. */
  consume(limits: readonly RateLimit[]): Promise<boolean>;
}

/**
 * setEmailVerified: copies the Auth record's emailVerified into the profile. Signed in or not, the
 * answer is the same whether the account or its profile exists, so the call tells nothing about them.
 */
export function setEmailVerifiedHandler({ accounts, consume }: SetEmailVerifiedDeps) {
  return async (request: CallableRequest<unknown>): Promise<SetEmailVerifiedOutput> => {
    const caller = request.auth?.uid ?? null;
    const input = setEmailVerifiedInputSchema.safeParse(request.data);
    if (!input.success) {
      logger.info('Refused setEmailVerified: invalid input', { caller });
      throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
    }
    // Auth keeps emails in lower case, so other spellings are the same account and the same counter.
    const email = input.data.email.toLowerCase();

    let allowed: boolean;
    try {
      allowed = await consume(emailVerificationLimits(email, request.rawRequest.ip ?? 'unknown'));
    } catch (error) {
      logger.error('Could not count a setEmailVerified call:', error);
      throw new HttpsError('internal', 'Could not update the email verification. Try again.');
    }
    if (!allowed) {
      logger.warn('Refused setEmailVerified: rate limit reached', { caller });
      throw new HttpsError(
        'resource-exhausted',
        'Too many email verification requests. Wait 10 minutes, then try again.',
      );
    }

    try {
      const account = await accounts.byEmail(email);
      if (!account) {
        logger.info('setEmailVerified changed nothing: no account has this email', { caller });
        return { ok: true };
      }
      const written = await accounts.updateProfile(account.uid, { emailVerified: account.emailVerified });
      if (!written) {
        logger.info('setEmailVerified changed nothing: the account has no profile', { uid: account.uid, caller });
        return { ok: true };
      }
      logger.info('Copied emailVerified into the profile', { uid: account.uid, emailVerified: account.emailVerified, caller });
      return { ok: true };
    } catch (error) {
      logger.error('Could not copy emailVerified into the profile:', error);
      throw new HttpsError('internal', 'Could not update the email verification. Try again.');
    }
  };
}
