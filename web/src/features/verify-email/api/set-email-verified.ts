import type { SetEmailVerifiedInput, SetEmailVerifiedOutput } from '@kasuwa/contract/accounts';
import { functionNames } from '@kasuwa/contract/functions';
import { callFunction } from '../../../lib/firebase/rest';

/** Pauses between the tries of the profile's copy: a weak connection or the rate limit may pass. */
export const mirrorRetryDelaysMs = [1000, 2000, 4000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Copies the Auth record's emailVerified into the profile (only this function may write the field).
 * Calling it again is harmless, so a failure is tried again three times, 1, 2 and 4 s apart.
 */
export async function setEmailVerified(email: string, wait = pause): Promise<SetEmailVerifiedOutput> {
  const call = () =>
    callFunction<SetEmailVerifiedOutput>(functionNames.setEmailVerified, { email } satisfies SetEmailVerifiedInput);
  for (const delay of mirrorRetryDelaysMs) {
    try {
      return await call();
    } catch (error) {
      console.warn(`Copying emailVerified into the profile failed; trying again in ${delay / 1000} s:`, error);
      await wait(delay);
    }
  }
  return call();
}
