import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import { staffCallRefusals } from '@kasuwa/contract/refusals';
import { isStaffRole } from '@kasuwa/contract/roles';
import type { StaffPermission } from '@kasuwa/contract/staff-roles';
import type { Account, AccountStore } from './account-store';
import { refusalsOf } from '../refusal';
import { isStaffToken, notStaffNow } from './staff-standing';

const refuse = refusalsOf(staffCallRefusals);

/**
 * The start of a staff callable, in the order every one needs it: signed in, an ID token whose role holds
 * `permission`, input the schema accepts. Each refusal is logged under the function's name and answered with the
 * refusal of the contract's staffCallRefusals ("Sign in as staff to do this.", "Only staff may do this.").
 */
export function staffCall<T>(request: CallableRequest<unknown>, name: string, schema: z.ZodType<T>, permission: StaffPermission) {
  const { auth } = request;
  if (!auth) {
    logger.info(`Refused ${name}: not signed in`);
    throw refuse('unauthenticated', 'not-signed-in');
  }
  if (!isStaffToken(auth.token, permission)) {
    logger.warn(`Refused ${name}: caller is not staff`, { caller: auth.uid });
    throw refuse('permission-denied', 'not-staff');
  }
  const input = schema.safeParse(request.data);
  if (!input.success) {
    logger.info(`Refused ${name}: invalid input`, { caller: auth.uid });
    throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
  }
  return { auth, caller: auth.uid, input: input.data };
}

/**
 * staffCall, then the check that the caller is still staff now, as Auth and their profile hold it now
 * rather than as their ID token (up to an hour old) says: the account there, enabled, verified, its
 * sessions not ended since the token's sign-in, its role claim holding `permission`; and the profile's
 * role (`users/{uid}`) the same as that claim, as the rules' staffCan wants. Both are read, because
 * either can be the one left behind: setUserRole writes the claim, then the profile (a failed profile
 * write leaves the new claim, the owner told nothing changed), while a role changed in the console or a
 * script is the profile first and the claim seconds later (syncRoleClaim), so a demotion there leaves
 * the old claim meanwhile. Answers `role`, the role both hold now: a callable's further checks of
 * power use it, never `auth.token.role`. A failure to read either is logged and answered as
 * `unavailable`, nothing done.
 */
export async function staffNowCall<T>(
  request: CallableRequest<unknown>,
  name: string,
  schema: z.ZodType<T>,
  permission: StaffPermission,
  accounts: Pick<AccountStore, 'byUid' | 'profile'>,
) {
  const call = staffCall(request, name, schema, permission);
  let account: Account | null;
  let profile: Record<string, unknown> | undefined;
  try {
    [account, profile] = await Promise.all([accounts.byUid(call.caller), accounts.profile(call.caller)]);
  } catch (error) {
    logger.error(`Could not check that the caller of ${name} is staff now:`, error, { caller: call.caller });
    throw refuse('unavailable', 'standing-unknown');
  }
  const role = account?.claims.role;
  const refusal =
    notStaffNow(account, call.auth.token.auth_time, permission) ??
    (profile?.role === role ? null : 'the profile’s role is not the claim’s');
  if (refusal !== null || !isStaffRole(role)) {
    logger.warn(`Refused ${name}: caller is no longer staff`, { caller: call.caller, why: refusal ?? 'no staff role' });
    throw refuse('permission-denied', 'not-staff');
  }
  return { ...call, role };
}
