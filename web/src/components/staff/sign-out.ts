import { useMutation } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { auth } from '../../lib/firebase/auth';

export function useSignOut() {
  return useMutation({ mutationFn: () => signOut(auth) });
}
