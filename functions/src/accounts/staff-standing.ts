import { adminRole } from '@kasuwa/contract/roles';
import type { Account } from './account-store';

/** What the staff check reads of a verified ID token. */
export interface StaffTokenClaims {
  role?: unknown;
  email_verified?: unknown;
}

/**
 * Staff, as the rules see them: the admin role claim on a verified address. setUserRole and
 * admin:grant give the role to verified addresses only; this refuses any other way one got there.
 */
export const isStaffToken = (token: StaffTokenClaims): boolean => token.role === adminRole && token.email_verified === true;

/**
 * Why a caller whose ID token says staff is not staff now, or null when they are. An ID token lives
 * up to an hour: an account deleted, disabled, demoted or signed out everywhere (its sessions ended)
 * since it was made is refused at once, as the rules refuse it (they read the profile's role).
 */
export function notStaffNow(account: Account | null, authTimeSeconds: unknown): string | null {
  if (!account) return 'the account is gone';
  if (account.disabled) return 'the account is disabled';
  if (account.claims.role !== adminRole) return 'the role was taken back';
  if (!account.emailVerified) return 'the address is not verified';
  const signedInAt = typeof authTimeSeconds === 'number' ? authTimeSeconds * 1000 : Number.NaN;
  if (account.tokensValidAfter !== null && !(signedInAt >= account.tokensValidAfter)) return 'its sessions were ended';
  return null;
}
