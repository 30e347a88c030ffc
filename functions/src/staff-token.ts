import { adminRole } from '@kasuwa/contract/roles';

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
