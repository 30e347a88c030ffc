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

/** Runs once the code is applied; calling it again is harmless, so one retry is allowed. */
export function useSetEmailVerified(email: string | undefined) {
  return useQuery({
    queryKey: ['verify-email', 'profile', email],
    queryFn: () => setEmailVerified(email as string),
    enabled: Boolean(email),
    retry: 1,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
