import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorHost, projectId } from './emulators';

emulatorHost('FIRESTORE_EMULATOR_HOST');
emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');

/** The Admin SDK on the emulators: reads what the seed holds, whatever the rules say. */
const app = getApps()[0] ?? initializeApp({ projectId });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
