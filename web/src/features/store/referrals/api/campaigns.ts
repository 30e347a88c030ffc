import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { referralCollections } from '@kasuwa/contract/referrals';
import { readCampaign, type StoredCampaign } from '@kasuwa/contract/records';
import { auth } from '../../../../lib/firebase/auth';
import { db } from '../../../../lib/firebase/firestore';
import { logLoadFailure } from '../../store-lists';
import { meterQuery } from '../../../../lib/firebase/read-meter';

export type CampaignRecord = StoredCampaign & { id: string };

const campaignsKey = ['store', 'campaigns'] as const;

async function listCampaigns(): Promise<CampaignRecord[]> {
  const { docs } = meterQuery('campaigns', await getDocs(collection(db, referralCollections.campaigns)));
  return docs.map((campaign) => ({ id: campaign.id, ...readCampaign(campaign.data()) })).sort((a, b) => a.id.localeCompare(b.id));
}

/** Every registered campaign, in code order (as getReferralStats pages them). */
export function useCampaigns() {
  return useQuery({ queryKey: campaignsKey, queryFn: () => logLoadFailure('campaigns', listCampaigns) });
}

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
      const ref = doc(db, referralCollections.campaigns, code);
      if ((await getDoc(ref)).exists()) throw new CampaignExistsError(`Campaign ${code} exists`);
      await setDoc(ref, { code, label, createdBy: staff.uid, createdAt: serverTimestamp() });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignsKey }),
        queryClient.invalidateQueries({ queryKey: ['store', 'referral-stats'] }),
      ]),
  });
}
