import { useQuery } from '@tanstack/react-query';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { adminRole } from '@kasuwa/contract/roles';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { ensureRoleClaim } from './ensure-role-claim';

export type StaffSession = 'loading' | 'signed-out' | 'not-staff' | 'staff';

/** The signed-in user; undefined until Auth has restored the saved session. */
function useAuthUser(): User | null | undefined {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => onAuthStateChanged(auth, setUser), []);
  return user;
}

async function isStaff(user: User): Promise<boolean> {
  const profile = await getDoc(doc(db, collections.profiles, user.uid));
  if (profile.get('role') !== adminRole) return false;
  await ensureRoleClaim(user);
  return true;
}

/**
 * Who is looking at a staff page. The profile decides, as at sign-in, so a role taken away since then
 * takes effect at the next visit; a profile that cannot be read counts as no role (fail closed).
 */
export function useStaffSession(): StaffSession {
  const user = useAuthUser();
  const role = useQuery({
    queryKey: ['staff-session', user?.uid],
    queryFn: () => isStaff(user as User),
    enabled: Boolean(user),
  });
  if (user === undefined) return 'loading';
  if (user === null) return 'signed-out';
  if (role.isPending) return 'loading';
  return role.data === true ? 'staff' : 'not-staff';
}
