import { useQuery } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import type { SetEmailVerifiedInput, SetEmailVerifiedOutput } from '@kasuwa/contract/accounts';
import { functionNames } from '@kasuwa/contract/functions';
import { functions } from '../../../lib/firebase/functions';

/** Copies the Auth record's emailVerified into the profile; only this function may write the field. */
export async function setEmailVerified(email: string): Promise<SetEmailVerifiedOutput> {
  const call = httpsCallable<SetEmailVerifiedInput, SetEmailVerifiedOutput>(functions, functionNames.setEmailVerified);
  return (await call({ email })).data;
}

/**
 * Runs once the code is applied. Calling it again is harmless, so a failure (a weak connection, the
 * rate limit) is tried again three times, 1, 2 and 4 s apart.
 */
export function useSetEmailVerified(email: string | undefined) {
  return useQuery({
    queryKey: ['verify-email', 'profile', email],
    queryFn: () => setEmailVerified(email as string),
    enabled: Boolean(email),
    retry: 3,
    retryDelay: (attempt) => 1000 * 2 ** attempt,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
