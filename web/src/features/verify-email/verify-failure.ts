import { NotAVerificationCodeError } from './api/apply-verification-code';

/** What went wrong with a verification link, in the words the page has for it. */
export type VerifyFailure = 'wrongLink' | 'expired' | 'usedOrInvalid' | 'network' | 'other';

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Auth's error codes for an action code (only Auth is called before the address counts as verified):
 * it cannot tell a used code from a mistyped one, so both get one message. Anything it does not name
 * keeps the provider's own message (spec section 8).
 */
export function verifyFailureOf(error: unknown): VerifyFailure {
  if (error instanceof NotAVerificationCodeError) return 'wrongLink';
  switch (codeOf(error)) {
    case 'auth/expired-action-code':
      return 'expired';
    case 'auth/invalid-action-code':
    case 'auth/user-not-found':
    case 'auth/user-disabled':
      return 'usedOrInvalid';
    case 'auth/network-request-failed':
      return 'network';
    default:
      return 'other';
  }
}
