import { useMutation } from '@tanstack/react-query';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readProfile } from '@kasuwa/contract/records';
import { adminRole } from '@kasuwa/contract/roles';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { ensureRoleClaim } from '../../../components/staff/ensure-role-claim';

export type StaffSignInResult = 'signed-in' | 'no-profile' | 'invalid-role';

/**
 * Signs in, then checks the profile: only staff stay signed in. The rules are the real protection;
 * this keeps a shopper from landing on a staff page that would refuse them anyway.
 */
export async function signInStaff(credentials: { email: string; password: string }): Promise<StaffSignInResult> {
  const { user } = await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  const profile = await getDoc(doc(db, collections.profiles, user.uid));
  if (!profile.exists()) {
    await signOut(auth);
    return 'no-profile';
  }
  if (readProfile(profile.data()).role !== adminRole) {
    await signOut(auth);
    return 'invalid-role';
  }
  await ensureRoleClaim(user);
  return 'signed-in';
}

export function useSignInStaff() {
  return useMutation({ mutationFn: signInStaff });
}
