import { useQuery } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { shopDay } from '@kasuwa/contract/days';
import { functionNames } from '@kasuwa/contract/functions';
import { unregisteredBucket, type ReferralStats, type ReferralStatsInput } from '@kasuwa/contract/referrals';
import { functions } from '../../../lib/firebase/functions';
import { logLoadFailure } from '../../../components/store/store-lists';

/**
 * Today's referral hits per Niamey hour, every code together: getReferralStats asked for the smallest
 * page it answers (the unregistered codes, today only). The function reads today's counters once a
 * half-minute per instance, whatever the number of codes; the page reads no document.
 */
export function useReferralHours() {
  return useQuery({
    queryKey: ['health', 'referral-hours'],
    queryFn: () =>
      logLoadFailure('referral hits per hour', async () => {
        const today = shopDay(new Date());
        const call = httpsCallable<ReferralStatsInput, ReferralStats>(functions, functionNames.getReferralStats);
        const { data } = await call({ code: unregisteredBucket, from: today, to: today });
        return data.todayHours;
      }),
    staleTime: 60_000,
  });
}
