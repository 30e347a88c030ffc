import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import {
  referralStatsInputSchema,
  referralStatsLimits,
  unregisteredBucket,
  type CampaignSummary,
  type OrderDay,
  type ReferralDay,
  type ReferralStats,
  type ReferralStatsInput,
} from '@kasuwa/contract/referrals';
import { addDays, daysBetween, isCalendarDay, shopDay } from '@kasuwa/contract/days';
import type { CampaignReads } from './campaign-registry';
import { isStaffToken } from '../accounts/staff-standing';
import { staffCallRefusals } from '@kasuwa/contract/refusals';
import { refusalsOf } from '../refusal';

const refuse = refusalsOf(staffCallRefusals);

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

/** A key of an answer: a campaign's code with the campaign, or the unregistered bucket (no campaign). */
type StatsKey = { code: string; campaign: CampaignSummary | null };

const unregisteredKey: StatsKey = { code: unregisteredBucket, campaign: null };

/** One page of registered campaigns in code order; the token is the last code of the previous page. */
export async function pageKeys(
  campaignsAfter: CampaignReads['campaignsAfter'],
  { pageToken, pageSize }: { pageToken?: string; pageSize: number },
): Promise<{ keys: StatsKey[]; nextPageToken: string | null }> {
  const listed = await campaignsAfter(pageToken, pageSize + 1);
  const keys = listed.slice(0, pageSize);
  return { keys, nextPageToken: listed.length > pageSize ? (keys.at(-1)?.code ?? null) : null };
}

/** The one key asked for by `code`, with its campaign when one registers it. */
async function oneKey(campaignOf: CampaignReads['campaignOf'], code: string): Promise<StatsKey> {
  return { code, campaign: code === unregisteredBucket ? null : await campaignOf(code) };
}

/** Adds up one key's shards per day, oldest first, beside the orders its code brought. */
export function summariseKey(
  { code, campaign }: StatsKey,
  shards: readonly ReferralDay[],
  orderDays: OrderDay[] = [],
): ReferralStats['codes'][number] {
  const days = new Map<string, { count: number; uniques: number }>();
  for (const { day, count, uniques } of shards) {
    const sum = days.get(day) ?? { count: 0, uniques: 0 };
    days.set(day, { count: sum.count + count, uniques: sum.uniques + uniques });
  }
  const perDay = [...days].map(([day, sums]) => ({ day, ...sums })).sort((a, b) => a.day.localeCompare(b.day));
  return {
    code,
    campaign,
    total: perDay.reduce((sum, { count }) => sum + count, 0),
    uniques: perDay.reduce((sum, { uniques }) => sum + uniques, 0),
    days: perDay,
    orderDays,
  };
}

interface ReferralStatsDeps extends Pick<CampaignReads, 'campaignOf' | 'campaignsAfter'> {
  /** Why a caller whose token says staff is not staff now (notStaffNow), or null. */
  notStaffNow(uid: string, authTime: unknown): Promise<string | null>;
  /** Each key's counts per day with hits (summed shards, or their roll-ups). */
  readDays(keys: readonly string[], from: string, to: string): Promise<Map<string, ReferralDay[]>>;
  /** Each campaign's orders per day placed (one document per campaign and year). */
  readOrderDays(codes: readonly string[], from: string, to: string): Promise<Map<string, OrderDay[]>>;
  /** Every key's hits of a day still open, per Niamey hour. */
  hoursOfOpenDay(day: string): Promise<number[]>;
  now?: () => Date;
}

/**
 * getReferralStats: staff only. One key (`code`), or a page of campaigns (`pageSize`, `pageToken`) over
 * a range of Niamey days, every registered campaign listed, with no hits too; the first page also
 * gives the unregistered codes' hits, so a view of the referrals page is one call.
 */
export function referralStatsHandler({
  campaignOf,
  campaignsAfter,
  readDays,
  readOrderDays,
  hoursOfOpenDay,
  notStaffNow,
  now = () => new Date(),
}: ReferralStatsDeps) {
  return async (request: CallableRequest<unknown>): Promise<ReferralStats> => {
    if (!request.auth) {
      logger.info('Refused referral stats: not signed in');
      throw refuse('unauthenticated', 'not-signed-in');
    }
    if (!isStaffToken(request.auth.token, 'figures')) {
      logger.warn('Refused referral stats: caller is not staff', { uid: request.auth.uid });
      throw refuse('permission-denied', 'not-staff');
    }
    const input = referralStatsInputSchema.safeParse(request.data);
    if (!input.success) {
      logger.info('Refused referral stats: invalid input', { uid: request.auth.uid });
      throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
    }
    const today = shopDay(now());
    const range = statsRange(input.data, today);
    if (!range) {
      logger.info('Refused referral stats: not a range of days', { uid: request.auth.uid });
      throw new HttpsError(
        'invalid-argument',
        `Invalid request: "from" must be a day on or before "to", at most ${referralStatsLimits.maxDays} days apart.`,
      );
    }
    try {
      const refusal = await notStaffNow(request.auth.uid, request.auth.token.auth_time);
      if (refusal) {
        logger.warn('Refused referral stats: caller is no longer staff', { uid: request.auth.uid, why: refusal });
        throw refuse('permission-denied', 'not-staff');
      }
      const { code, pageToken, pageSize = referralStatsLimits.defaultPageSize } = input.data ?? {};
      const page = code
        ? { keys: [await oneKey(campaignOf, code)], nextPageToken: null }
        : await pageKeys(campaignsAfter, { pageToken, pageSize });
      const withUnregistered = !code && !pageToken;
      const keys = withUnregistered ? [...page.keys, unregisteredKey] : page.keys;
      const campaignCodes = page.keys.filter((key) => key.campaign).map((key) => key.code);
      const [days, orderDays, todayHours] = await Promise.all([
        readDays(
          keys.map((key) => key.code),
          range.from,
          range.to,
        ),
        readOrderDays(campaignCodes, range.from, range.to),
        // Today's counters are read only for a range that reaches today: a past range costs none of them.
        range.to >= today ? hoursOfOpenDay(today) : Array<number>(24).fill(0),
      ]);
      const summed = keys.map((key) => summariseKey(key, days.get(key.code) ?? [], orderDays.get(key.code)));
      return {
        ...range,
        codes: withUnregistered ? summed.slice(0, -1) : summed,
        unregistered: withUnregistered ? (summed.at(-1) ?? null) : null,
        nextPageToken: page.nextPageToken,
        todayHours,
      };
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('Could not read the referral counters:', error);
      throw new HttpsError('internal', 'Could not read the referral counters.');
    }
  };
}
