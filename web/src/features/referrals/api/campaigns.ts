import { collections } from '@kasuwa/contract/collections';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { campaignStatsKey, withNewCampaign, type StatsPage } from './referral-stats';

export class CampaignExistsError extends Error {
  override name = 'CampaignExistsError';
}

/**
 * Registers a campaign under its code, as the signed-in staff member, now. A code is taken once: its
 * counts keep their meaning, so an existing one is refused rather than relabelled.
 */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, label }: { code: string; label: string }) => {
      const staff = auth.currentUser;
      if (!staff) throw new Error('Not signed in');
      const ref = doc(db, collections.referralCampaigns, code);
      if ((await getDoc(ref)).exists()) throw new CampaignExistsError(`Campaign ${code} exists`);
      await setDoc(ref, { code, label, createdBy: staff.uid, createdAt: serverTimestamp() });
      return { code, campaign: { label, createdBy: staff.uid, createdAt: new Date().toISOString() } };
    },
    onSuccess: async ({ code, campaign }) => {
      // A read still under way began before the campaign existed: react-query would answer the next
      // read with it, so it is dropped first.
      await queryClient.cancelQueries({ queryKey: campaignStatsKey });
      // Shown at once, with no hits, before the statistics are read again.
      queryClient.setQueryData<InfiniteData<StatsPage>>(
        campaignStatsKey,
        (pages) => pages && withNewCampaign(pages, { code, campaign, total: 0, uniques: 0, days: [], orderDays: [] }),
      );
      // Not awaited: the form says "created" now; the pages come back when read (a failure keeps what is shown).
      void queryClient.invalidateQueries({ queryKey: campaignStatsKey });
    },
  });
}
