import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { functionNames } from '@kasuwa/contract/functions';
import { referralStatsLimits, unregisteredBucket, type ReferralStats, type ReferralStatsInput } from '@kasuwa/contract/referrals';
import { functions } from '../../../lib/firebase/functions';
import { logLoadFailure } from '../../../components/store/store-lists';

export type KeyStats = ReferralStats['codes'][number];

/** The days shown: the last 30 or 90 Niamey days, today included. */
export const statsPeriods = [30, 90] as const;
export type StatsPeriod = (typeof statsPeriods)[number];

/** Some keys' hits over a range of days. */
export interface PeriodStats {
  from: string;
  to: string;
  keys: KeyStats[];
}

/** One answer of getReferralStats: a page of campaigns over the longest period; the first carries the unregistered codes. */
export interface StatsPage extends PeriodStats {
  unregistered: KeyStats | null;
  nextPageToken: string | null;
}

/** Campaigns a page: one call of getReferralStats, a read per campaign in the function. */
const campaignPageSize = referralStatsLimits.defaultPageSize;

const longestPeriod = Math.max(...statsPeriods);
export const campaignStatsKey = ['store', 'referral-stats', longestPeriod] as const;

/** Where a page starts: the first page sets the days, the later ones keep them. */
interface PageStart {
  from: string;
  to: string;
  pageToken?: string;
}

function longestPeriodToday(): PageStart {
  const to = shopDay(new Date());
  return { from: addDays(to, 1 - longestPeriod), to };
}

async function readPage(start: PageStart): Promise<StatsPage> {
  const call = httpsCallable<ReferralStatsInput, ReferralStats>(functions, functionNames.getReferralStats);
  const { data } = await call({ ...start, pageSize: campaignPageSize });
  return { from: data.from, to: data.to, keys: data.codes, unregistered: data.unregistered, nextPageToken: data.nextPageToken };
}

/** The last `days` of the longest period's statistics, each key's totals added up again. */
export function lastDays(stats: PeriodStats, days: StatsPeriod): PeriodStats {
  if (days === longestPeriod) return stats;
  const from = addDays(stats.to, 1 - days);
  return {
    from,
    to: stats.to,
    keys: stats.keys.map((key) => {
      const kept = key.days.filter((day) => day.day >= from);
      return {
        ...key,
        days: kept,
        orderDays: key.orderDays.filter((day) => day.day >= from),
        total: kept.reduce((sum, day) => sum + day.count, 0),
        uniques: kept.reduce((sum, day) => sum + day.uniques, 0),
      };
    }),
  };
}

/** What the pages read so far show over the period: their campaigns in code order, and the unregistered codes. */
export interface CampaignsView extends PeriodStats {
  unregistered: KeyStats;
}

/** The campaigns of the pages read so far and the unregistered codes (from the first page), over the last `days`. */
export function campaignsView(pages: readonly StatsPage[], days: StatsPeriod): CampaignsView {
  const first = pages[0] ?? { ...longestPeriodToday(), unregistered: null };
  const unregistered = first.unregistered ?? {
    code: unregisteredBucket,
    campaign: null,
    total: 0,
    uniques: 0,
    days: [],
    orderDays: [],
  };
  const cut = lastDays({ from: first.from, to: first.to, keys: [...pages.flatMap((page) => page.keys), unregistered] }, days);
  return { ...cut, keys: cut.keys.slice(0, -1), unregistered: cut.keys.at(-1) ?? unregistered };
}

/**
 * The campaigns' hits and unique visitors per day, 50 campaigns a page (More campaigns), each page
 * over the longest period: a shorter one is cut from it, so switching reads nothing again. The first
 * page also brings the unregistered codes: a view is one call.
 */
export function useCampaignStats() {
  return useInfiniteQuery({
    queryKey: campaignStatsKey,
    queryFn: ({ pageParam }) => logLoadFailure('referral statistics', () => readPage(pageParam ?? longestPeriodToday())),
    initialPageParam: null as PageStart | null,
    getNextPageParam: (last): PageStart | undefined =>
      last.nextPageToken ? { from: last.from, to: last.to, pageToken: last.nextPageToken } : undefined,
  });
}

/**
 * The pages with a campaign registered a moment ago, with no hits yet, where it belongs among the
 * campaigns read so far (not at all when it sorts after them and more pages remain).
 */
export function withNewCampaign(data: InfiniteData<StatsPage>, added: KeyStats): InfiniteData<StatsPage> {
  const pages = data.pages.map((page, index) => {
    const isLast = index === data.pages.length - 1;
    const lastCode = page.keys.at(-1)?.code;
    const belongsHere = (lastCode !== undefined && added.code < lastCode) || (isLast && !page.nextPageToken);
    return { page, belongsHere };
  });
  const target = pages.findIndex(({ belongsHere }) => belongsHere);
  if (target === -1 || data.pages.some((page) => page.keys.some((key) => key.code === added.code))) return data;
  return {
    ...data,
    pages: pages.map(({ page }, index) => {
      if (index !== target) return page;
      const keys = [...page.keys];
      const at = keys.findIndex((key) => key.code > added.code);
      keys.splice(at === -1 ? keys.length : at, 0, added);
      return { ...page, keys };
    }),
  };
}
