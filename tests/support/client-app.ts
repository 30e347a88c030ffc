import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorHost, projectId } from './emulators';

/**
 * A browser-like client (the web SDK) signed in as `email`, on the emulators: what the rules see from
 * the web and the Android app. Each call gets its own app, so sessions never mix.
 */
export async function signedInClient(email: string, password: string) {
  const { app, auth } = visitorClient(`client-${email}-${Date.now()}`);
  const db = getFirestore(app);
  const [host, port] = emulatorHost('FIRESTORE_EMULATOR_HOST').split(':');
  connectFirestoreEmulator(db, host as string, Number(port));
  const { user } = await signInOnBusyEmulator(() => signInWithEmailAndPassword(auth, email, password));
  return { app, auth, db, user, close: () => deleteApp(app) };
}

/**
 * A sign-in asked again, at most twice, when it never reached an answer (auth/network-request-failed,
 * as a phone on a bad network gets): seen once beside another integration file on 2026-12-02, cause not
 * found; the Auth emulator is known to drop requests under load (firebase/firebase-tools#5446). Any
 * refusal from Auth fails at once.
 */
async function signInOnBusyEmulator<T>(signIn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signIn();
    } catch (error) {
      if (attempt === 3 || (error as { code?: unknown }).code !== 'auth/network-request-failed') throw error;
      console.warn(`Sign-in dropped by the Auth emulator (attempt ${attempt}): asked again`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** A browser-like client on the Auth emulator that nobody signed in to, as on the verify page. */
export function visitorClient(name = `visitor-${Date.now()}`) {
  const app: FirebaseApp = initializeApp({ apiKey: 'demo-api-key', projectId }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  return { app, auth, close: () => deleteApp(app) };
}
