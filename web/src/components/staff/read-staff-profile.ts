import { doc, getDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readProfile, type StoredProfile } from '@kasuwa/contract/records';
import { db } from '../../lib/firebase/firestore';

/** The user's profile, or null when there is no profile document. */
export async function profileOf(uid: string): Promise<StoredProfile | null> {
  const profile = await getDoc(doc(db, collections.profiles, uid));
  return profile.exists() ? readProfile(profile.data()) : null;
}
