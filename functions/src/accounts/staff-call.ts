import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import type { StaffPermission } from '@kasuwa/contract/staff-roles';
import type { Account, AccountStore } from './account-store';
import { isStaffToken, notStaffNow } from './staff-standing';

/**
 * The start of a staff callable, in the order every one needs it: signed in, an ID token whose role holds
 * `permission`, input the schema accepts. Each refusal is logged under the function's name and answered with the
 * HttpsError staff see ("Sign in as staff to <doing>.", "Only staff may <doing>.").
 */
export function staffCall<T>(
  request: CallableRequest<unknown>,
  name: string,
  doing: string,
  schema: z.ZodType<T>,
  permission: StaffPermission,
) {
  const { auth } = request;
  if (!auth) {
    logger.info(`Refused ${name}: not signed in`);
    throw new HttpsError('unauthenticated', `Sign in as staff to ${doing}.`);
  }
  if (!isStaffToken(auth.token, permission)) {
    logger.warn(`Refused ${name}: caller is not staff`, { caller: auth.uid });
    throw new HttpsError('permission-denied', `Only staff may ${doing}.`);
  }
  const input = schema.safeParse(request.data);
  if (!input.success) {
    logger.info(`Refused ${name}: invalid input`, { caller: auth.uid });
    throw new HttpsError('invalid-argument', `Invalid request: ${z.prettifyError(input.error)}`);
  }
  return { auth, caller: auth.uid, input: input.data };
}

/**
 * staffCall, then the check that the caller is still staff now (the account's role and tokens as Auth
 * holds them: a staff member removed since their token was issued is refused at once). A failure to
 * read the account is logged and answered as `unavailable`, nothing done.
 */
export async function staffNowCall<T>(
  request: CallableRequest<unknown>,
  name: string,
  doing: string,
  schema: z.ZodType<T>,
  permission: StaffPermission,
  accounts: Pick<AccountStore, 'byUid'>,
) {
  const call = staffCall(request, name, doing, schema, permission);
  let account: Account | null;
  try {
    account = await accounts.byUid(call.caller);
  } catch (error) {
    logger.error(`Could not check that the caller of ${name} is staff now:`, error, { caller: call.caller });
    throw new HttpsError('unavailable', 'Your staff standing could not be checked. Nothing was done; try again.');
  }
  const refusal = notStaffNow(account, call.auth.token.auth_time, permission);
  if (refusal) {
    logger.warn(`Refused ${name}: caller is no longer staff`, { caller: call.caller, why: refusal });
    throw new HttpsError('permission-denied', `Only staff may ${doing}.`);
  }
  return call;
}
