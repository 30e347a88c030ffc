import { useQuery } from '@tanstack/react-query';
import { ActionCodeOperation, applyActionCode, checkActionCode, reload } from 'firebase/auth';
import { auth } from '../../../lib/firebase/auth';

/** The code in the link is not an email verification code (a password reset one, say). */
export class NotAVerificationCodeError extends Error {
  constructor() {
    super('Not an email verification code');
    this.name = 'NotAVerificationCodeError';
  }
}

/**
 * Applies the email link's code and says whose address it verified. The email is read first, as the
 * code cannot be read once used, and the visitor need not be signed in. A signed-in user is
 * reloaded, so this browser's session sees the address as verified too.
 */
export async function applyVerificationCode(oobCode: string): Promise<{ email: string }> {
  const info = await checkActionCode(auth, oobCode);
  const email = info.data.email;
  if (info.operation !== ActionCodeOperation.VERIFY_EMAIL || !email) throw new NotAVerificationCodeError();
  await applyActionCode(auth, oobCode);
  await auth.authStateReady();
  if (auth.currentUser) await reload(auth.currentUser);
  return { email };
}

/** A query rather than a mutation: a code works once, so it must run once per page, never twice. */
export function useApplyVerificationCode(oobCode: string | null) {
  return useQuery({
    queryKey: ['verify-email', 'apply', oobCode],
    queryFn: () => applyVerificationCode(oobCode as string),
    enabled: Boolean(oobCode),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
