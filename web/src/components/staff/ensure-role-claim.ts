import type { User } from 'firebase/auth';
import { adminRole } from '@kasuwa/contract/roles';

/**
 * The rules trust the `role` claim in the ID token, not the profile. A token minted before the role
 * was granted lacks the claim until it is refreshed, so a staff member whose profile says admin gets a
 * fresh token instead of an hour of refused reads. Resolves with whether the token now carries it.
 */
export async function ensureRoleClaim(user: User): Promise<boolean> {
  const current = await user.getIdTokenResult();
  if (current.claims.role === adminRole) return true;
  const refreshed = await user.getIdTokenResult(true);
  return refreshed.claims.role === adminRole;
}
