import { useMutation } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { auth } from '../../lib/firebase/auth';
import type { SignOutOutcome } from '../../lib/firebase/device-cache';

/**
 * Signs out, clearing the device's cache when nothing waits to be sent. Firestore's code is loaded
 * only now, not with the login page; where it cannot be loaded, the sign-out still happens.
 */
async function signOutOfConsole(): Promise<SignOutOutcome> {
  let signOutOfDevice: () => Promise<SignOutOutcome>;
  try {
    ({ signOutOfDevice } = await import('../../lib/firebase/device-cache'));
  } catch (error) {
    console.error('Firestore could not be loaded to clear the device cache at sign-out; it stays:', error);
    await signOut(auth);
    return { writesWaiting: false, firestoreClosed: false };
  }
  return signOutOfDevice();
}

export function useSignOut() {
  return useMutation({ mutationFn: signOutOfConsole });
}
