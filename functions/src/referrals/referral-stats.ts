import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { adminRole } from '@kasuwa/contract/roles';
import { referralStatsInputSchema, type ReferralShard, type ReferralStats } from '@kasuwa/contract/referrals';

/** Adds up the shards: per code, per day (oldest first); codes with the most hits first. */
export function summariseShards(shards: readonly ReferralShard[]): ReferralStats {
  const byCode = new Map<string, Map<string, number>>();
  for (const { code, day, count } of shards) {
    const days = byCode.get(code) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + count);
    byCode.set(code, days);
  }
  const codes = [...byCode].map(([code, days]) => ({
    code,
    total: [...days.values()].reduce((sum, count) => sum + count, 0),
    days: [...days].map(([day, count]) => ({ day, count })).sort((a, b) => a.day.localeCompare(b.day)),
  }));
  codes.sort((a, b) => b.total - a.total || a.code.localeCompare(b.code));
  return { codes };
}

/** getReferralStats: staff only; `{ code }` narrows the answer to one code. */
export function referralStatsHandler(readShards: (code?: string) => Promise<ReferralShard[]>) {
  return async (request: CallableRequest<unknown>): Promise<ReferralStats> => {
    if (!request.auth) {
      logger.info('Refused referral stats: not signed in');
      throw new HttpsError('unauthenticated', 'Sign in as staff to see the referral statistics.');
    }
    if (request.auth.token.role !== adminRole) {
      logger.warn('Refused referral stats: caller is not staff', { uid: request.auth.uid });
      throw new HttpsError('permission-denied', 'Only staff may see the referral statistics.');
    }
    const input = referralStatsInputSchema.safeParse(request.data);
    if (!input.success) {
      logger.info('Refused referral stats: invalid input', { uid: request.auth.uid });
      throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
    }
    try {
      return summariseShards(await readShards(input.data?.code));
    } catch (error) {
      logger.error('Could not read the referral counters:', error);
      throw new HttpsError('internal', 'Could not read the referral counters.');
    }
  };
}
