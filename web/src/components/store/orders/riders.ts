import { useQuery } from '@tanstack/react-query';
import { where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readProfile } from '@kasuwa/contract/records';
import { readMetered } from '../../../lib/firebase/metered-query';
import { logLoadFailure } from '../store-lists';

/** An account with the rider role, as staff choose it for a run. */
export interface Rider {
  uid: string;
  /** How staff tell riders apart: their sign-in email (profiles hold no name). */
  email: string;
}

/** The riders (profiles whose role is rider, one query), for staff who put orders in a run. */
export function useRiders(enabled: boolean) {
  return useQuery({
    queryKey: ['store', 'riders'],
    enabled,
    queryFn: () =>
      logLoadFailure('riders', async () => {
        const found = await readMetered('riders', collections.profiles, where('role', '==', 'rider'));
        return found.docs
          .map((profile): Rider => ({ uid: profile.id, email: readProfile(profile.data()).email ?? profile.id }))
          .sort((a, b) => a.email.localeCompare(b.email));
      }),
  });
}
