import { useQuery } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { functionNames } from '@kasuwa/contract/functions';
import { referralStatsLimits, type ReferralStats, type ReferralStatsInput } from '@kasuwa/contract/referrals';
import { functions } from '../../../../lib/firebase/functions';
import { logLoadFailure } from '../../store-lists';

export type KeyStats = ReferralStats['codes'][number];

/** The days shown: the last 30 or 90 Niamey days, today included. */
export const statsPeriods = [30, 90] as const;
export type StatsPeriod = (typeof statsPeriods)[number];

export interface PeriodStats {
  from: string;
  to: string;
  /** Per key: every campaign's code, and the unregistered bucket. */
  keys: KeyStats[];
}

const longestPeriod = Math.max(...statsPeriods);

async function loadStats(): Promise<PeriodStats> {
  const call = httpsCallable<ReferralStatsInput, ReferralStats>(functions, functionNames.getReferralStats);
  const to = shopDay(new Date());
  const from = addDays(to, 1 - longestPeriod);
  const keys: KeyStats[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await call({ from, to, pageSize: referralStatsLimits.maxPageSize, ...(pageToken && { pageToken }) });
    keys.push(...data.codes);
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return { from, to, keys };
}

/** The last `days` of the longest period's statistics, each key's totals added up again. */
export function lastDays(stats: PeriodStats, days: StatsPeriod): PeriodStats {
  const from = addDays(stats.to, 1 - days);
  return {
    from,
    to: stats.to,
    keys: stats.keys.map((key) => {
      const kept = key.days.filter((day) => day.day >= from);
      return {
        ...key,
        days: kept,
        total: kept.reduce((sum, day) => sum + day.count, 0),
        uniques: kept.reduce((sum, day) => sum + day.uniques, 0),
      };
    }),
  };
}

/**
 * Hits and unique visitors per key and day over the period, every page of keys read (getReferralStats).
 * The longest period is read once; a shorter one is cut from it, so switching reads nothing again.
 */
export function useReferralStats(days: StatsPeriod) {
  return useQuery({
    queryKey: ['store', 'referral-stats', longestPeriod],
    queryFn: () => logLoadFailure('referral statistics', loadStats),
    select: (stats) => (days === longestPeriod ? stats : lastDays(stats, days)),
  });
}
