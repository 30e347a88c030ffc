import { roleCan, type StaffPermission } from '@kasuwa/contract/staff-roles';
import type { Account } from './account-store';

/** What the staff check reads of a verified ID token. */
export interface StaffTokenClaims {
  role?: unknown;
  email_verified?: unknown;
}

/**
 * Staff with a power, as the rules see them: a role claim that holds it (contract/src/staff-roles.ts) on
 * a verified address. setUserRole and admin:grant give roles to verified addresses only; this refuses
 * any other way one got there.
 */
export const isStaffToken = (token: StaffTokenClaims, permission: StaffPermission): boolean =>
  roleCan(token.role, permission) && token.email_verified === true;

/**
 * Why a caller whose ID token says staff is not staff now, or null when they are. An ID token lives
 * up to an hour: an account deleted, disabled, demoted or signed out everywhere (its sessions ended)
 * since it was made is refused at once, as the rules refuse it (they read the profile's role).
 */
export function notStaffNow(account: Account | null, authTimeSeconds: unknown, permission: StaffPermission): string | null {
  if (!account) return 'the account is gone';
  if (account.disabled) return 'the account is disabled';
  if (!roleCan(account.claims.role, permission)) return 'the role was taken back';
  if (!account.emailVerified) return 'the address is not verified';
  const signedInAt = typeof authTimeSeconds === 'number' ? authTimeSeconds * 1000 : Number.NaN;
  if (account.tokensValidAfter !== null && !(signedInAt >= account.tokensValidAfter)) return 'its sessions were ended';
  return null;
}
