import { callAuth } from '../../../lib/firebase/rest';

/** The code in the link is not an email verification code (a password reset one, say). */
export class NotAVerificationCodeError extends Error {
  constructor() {
    super('Not an email verification code');
    this.name = 'NotAVerificationCodeError';
  }
}

/**
 * Applies the email link's code and says whose address it verified, through Auth's REST endpoints
 * (what checkActionCode and applyActionCode call). The email is read first, as the code cannot be read
 * once used, and the visitor need not be signed in.
 */
export async function applyVerificationCode(oobCode: string): Promise<{ email: string }> {
  const info = await callAuth<{ email?: unknown; requestType?: unknown }>('accounts:resetPassword', { oobCode });
  if (info.requestType !== 'VERIFY_EMAIL' || typeof info.email !== 'string' || !info.email) throw new NotAVerificationCodeError();
  await callAuth('accounts:update', { oobCode });
  return { email: info.email };
}
