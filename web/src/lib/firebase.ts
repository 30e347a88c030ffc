import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { functionsRegion } from '@kasuwa/contract/functions';
import { env } from './env';

/**
 * The one place the web initialises Firebase, and wires the emulators when the build's settings name
 * them. Only lazily loaded pages import this, so no marketing page downloads a Firebase SDK.
 */
export const app = initializeApp(env.firebase);

// No popup or redirect resolver: staff sign in with email and password, which keeps the bundle small.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
export const db = getFirestore(app);
export const functions = getFunctions(app, functionsRegion);

const { emulators } = env;
if (emulators.auth) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
}
if (emulators.firestore) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
if (emulators.functions) connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
