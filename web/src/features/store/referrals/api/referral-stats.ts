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

async function loadStats(days: StatsPeriod): Promise<PeriodStats> {
  const call = httpsCallable<ReferralStatsInput, ReferralStats>(functions, functionNames.getReferralStats);
  const to = shopDay(new Date());
  const from = addDays(to, 1 - days);
  const keys: KeyStats[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await call({ from, to, pageSize: referralStatsLimits.maxPageSize, ...(pageToken && { pageToken }) });
    keys.push(...data.codes);
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return { from, to, keys };
}

/** Hits and unique visitors per key and day over the period, every page of keys read (getReferralStats). */
export function useReferralStats(days: StatsPeriod) {
  return useQuery({
    queryKey: ['store', 'referral-stats', days],
    queryFn: () => logLoadFailure('referral statistics', () => loadStats(days)),
  });
}
