import type { User } from 'firebase/auth';
import type { StaffRole } from '@kasuwa/contract/staff-roles';

/**
 * The rules trust the `role` claim in the ID token, and ask that the profile's role be the same. A
 * token minted before the role was granted or changed says otherwise until it is refreshed, so a staff
 * member whose profile holds `role` gets a fresh token instead of an hour of refused reads. Resolves
 * with whether the token now carries it.
 */
export async function ensureRoleClaim(user: User, role: StaffRole): Promise<boolean> {
  const current = await user.getIdTokenResult();
  if (current.claims.role === role) return true;
  const refreshed = await user.getIdTokenResult(true);
  return refreshed.claims.role === role;
}
