import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { isStaffToken } from './staff-standing';

/**
 * The start of a staff callable, in the order every one needs it: signed in, a staff ID token, input
 * the schema accepts. Each refusal is logged under the function's name and answered with the
 * HttpsError staff see ("Sign in as staff to <doing>.", "Only staff may <doing>.").
 */
export function staffCall<T>(request: CallableRequest<unknown>, name: string, doing: string, schema: z.ZodType<T>) {
  const { auth } = request;
  if (!auth) {
    logger.info(`Refused ${name}: not signed in`);
    throw new HttpsError('unauthenticated', `Sign in as staff to ${doing}.`);
  }
  if (!isStaffToken(auth.token)) {
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
