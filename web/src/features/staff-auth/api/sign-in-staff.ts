import { useMutation } from '@tanstack/react-query';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { isStaffRole } from '@kasuwa/contract/roles';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { auth } from '../../../lib/firebase/auth';
import { ensureRoleClaim } from '../../../components/staff/ensure-role-claim';
import { recordStaffActivity } from '../../../components/staff/idle-sign-out';

export type StaffSignInResult = 'signed-in' | 'no-profile' | 'invalid-role';

/** How a sign-in ended, and the staff role of a staff member signed in. */
interface StaffSignIn {
  result: StaffSignInResult;
  role?: StaffRole;
}

/**
 * Signs in, then checks the profile: only staff stay signed in. The rules are the real protection;
 * this keeps a shopper from landing on a staff page that would refuse them anyway. Firestore is
 * loaded only now, after the password was accepted: the login page's first visit stays light.
 */
export async function signInStaff(credentials: { email: string; password: string }): Promise<StaffSignIn> {
  const { user } = await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  let profile;
  try {
    const { profileOf } = await import('../../../components/staff/read-staff-profile');
    profile = await profileOf(user.uid);
  } catch (error) {
    // The network failed between the two steps: leave no session whose role was never checked.
    await signOut(auth);
    throw error;
  }
  if (!profile) {
    await signOut(auth);
    return { result: 'no-profile' };
  }
  if (!isStaffRole(profile.role)) {
    await signOut(auth);
    return { result: 'invalid-role' };
  }
  await ensureRoleClaim(user, profile.role);
  // A new session starts its working day now, whatever an old one on this device left.
  recordStaffActivity();
  return { result: 'signed-in', role: profile.role };
}

export function useSignInStaff() {
  return useMutation({ mutationFn: signInStaff });
}
