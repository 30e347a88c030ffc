import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { adminRole } from '@kasuwa/contract/roles';
import {
  referralStatsInputSchema,
  referralStatsLimits,
  unregisteredBucket,
  type ReferralShard,
  type ReferralStats,
  type ReferralStatsInput,
} from '@kasuwa/contract/referrals';
import { addDays, daysBetween, isCalendarDay, shopDay } from '@kasuwa/contract/days';
import type { CampaignReads } from './campaign-registry';

/** The days asked for, both included: the last 30 by default, at most 366. Null when not a range. */
export function statsRange(input: ReferralStatsInput, today: string): { from: string; to: string } | null {
  const to = input?.to ?? today;
  if (!isCalendarDay(to)) return null;
  const from = input?.from ?? addDays(to, 1 - referralStatsLimits.defaultDays);
  if (!isCalendarDay(from)) return null;
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > referralStatsLimits.maxDays) return null;
  return { from, to };
}

/**
 * The keys of one page: registered codes in code order, then the unregistered bucket last, so the
 * bucket is on the page that ends the list. The token is the last key of the previous page.
 */
export async function pageKeys(
  codesAfter: CampaignReads['codesAfter'],
  { pageToken, pageSize }: { pageToken?: string; pageSize: number },
): Promise<{ keys: string[]; nextPageToken: string | null }> {
  if (pageToken === unregisteredBucket) return { keys: [], nextPageToken: null };
  const codes = await codesAfter(pageToken, pageSize + 1);
  if (codes.length > pageSize) {
    const keys = codes.slice(0, pageSize);
    return { keys, nextPageToken: keys.at(-1) ?? null };
  }
  if (codes.length === pageSize) return { keys: codes, nextPageToken: codes.at(-1) ?? null };
  return { keys: [...codes, unregisteredBucket], nextPageToken: null };
}

/** Adds up one key's shards per day, oldest first. */
export function summariseKey(key: string, shards: readonly ReferralShard[]): ReferralStats['codes'][number] {
  const days = new Map<string, { count: number; uniques: number }>();
  for (const { day, count, uniques } of shards) {
    const sum = days.get(day) ?? { count: 0, uniques: 0 };
    days.set(day, { count: sum.count + count, uniques: sum.uniques + uniques });
  }
  const perDay = [...days].map(([day, sums]) => ({ day, ...sums })).sort((a, b) => a.day.localeCompare(b.day));
  return {
    code: key,
    total: perDay.reduce((sum, { count }) => sum + count, 0),
    uniques: perDay.reduce((sum, { uniques }) => sum + uniques, 0),
    days: perDay,
  };
}

interface ReferralStatsDeps {
  codesAfter: CampaignReads['codesAfter'];
  /** Each key's counts per day with hits (summed shards, or their roll-ups). */
  readDays(keys: readonly string[], from: string, to: string): Promise<Map<string, ReferralShard[]>>;
  now?: () => Date;
}

/**
 * getReferralStats: staff only. One key (`code`), or a page of keys (`pageSize`, `pageToken`), over a
 * range of Niamey days; every registered campaign is listed, with no hits too.
 */
export function referralStatsHandler({ codesAfter, readDays, now = () => new Date() }: ReferralStatsDeps) {
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
    const range = statsRange(input.data, shopDay(now()));
    if (!range) {
      logger.info('Refused referral stats: not a range of days', { uid: request.auth.uid });
      throw new HttpsError(
        'invalid-argument',
        `Invalid request: "from" must be a day on or before "to", at most ${referralStatsLimits.maxDays} days apart.`,
      );
    }
    try {
      const { code, pageToken, pageSize = referralStatsLimits.defaultPageSize } = input.data ?? {};
      const page = code ? { keys: [code], nextPageToken: null } : await pageKeys(codesAfter, { pageToken, pageSize });
      const days = await readDays(page.keys, range.from, range.to);
      const codes = page.keys.map((key) => summariseKey(key, days.get(key) ?? []));
      return { ...range, codes, nextPageToken: page.nextPageToken };
    } catch (error) {
      logger.error('Could not read the referral counters:', error);
      throw new HttpsError('internal', 'Could not read the referral counters.');
    }
  };
}
