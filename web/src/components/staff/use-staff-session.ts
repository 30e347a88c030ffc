import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { isStaffRole } from '@kasuwa/contract/roles';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { auth } from '../../lib/firebase/auth';
import { ensureRoleClaim } from './ensure-role-claim';
import { meterReads } from '../../lib/firebase/read-meter';

export type StaffSession = 'loading' | 'signed-out' | 'not-staff' | 'unreachable' | 'staff';

const sessionKey = ['staff-session'] as const;

/** The signed-in user; undefined until Auth has restored the saved session. */
function useAuthUser(): User | null | undefined {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => onAuthStateChanged(auth, setUser), []);
  return user;
}

/**
 * The profile's staff role, with a token that carries it; null for anyone else. Firestore is loaded
 * only now, for a signed-in user: a first visit to /store signed out stays as light as the login page.
 */
async function staffRoleOf(user: User): Promise<StaffRole | null> {
  const { profileOf } = await import('./read-staff-profile');
  const profile = await profileOf(user.uid);
  meterReads('profile', 1);
  const role = profile?.role;
  if (!isStaffRole(role)) return null;
  try {
    await ensureRoleClaim(user, role);
  } catch (error) {
    // Offline, the profile came from the device's cache and an expired token cannot be refreshed:
    // the console opens on what the device holds, and Firestore refreshes the token before it sends
    // anything, so the server still decides every write when the network is back.
    if (navigator.onLine) throw error;
    console.error('The token could not be refreshed offline; the console opens from the device:', error);
  }
  return role;
}

async function readStaffRole(user: User): Promise<StaffRole | null> {
  try {
    return await staffRoleOf(user);
  } catch (error) {
    console.error('Could not read the staff profile or refresh the token:', error);
    throw error;
  }
}

/**
 * Who is looking at a staff page, and in which staff role. The profile decides, as at sign-in, so a
 * role taken away or changed since then takes effect at the next visit. Only a missing profile or another role is 'not-staff' (and signed
 * out); a profile that cannot be read (no network, a server error) is 'unreachable': nothing of the page
 * is shown, and the session stays for a retry.
 */
export function useStaffSession(): { session: StaffSession; role: StaffRole | null } {
  const user = useAuthUser();
  const role = useQuery({
    queryKey: [...sessionKey, user?.uid],
    queryFn: () => readStaffRole(user as User),
    enabled: Boolean(user),
  });
  const as = (session: StaffSession) => ({ session, role: session === 'staff' ? (role.data ?? null) : null });
  if (user === undefined) return as('loading');
  if (user === null) return as('signed-out');
  if (role.isPending || (role.isError && role.isFetching)) return as('loading');
  if (role.isError) return as('unreachable');
  return as(role.data ? 'staff' : 'not-staff');
}

/** Reads the profile again after 'unreachable'. */
export function useRetryStaffSession(): () => void {
  const client = useQueryClient();
  return () => void client.refetchQueries({ queryKey: sessionKey });
}
