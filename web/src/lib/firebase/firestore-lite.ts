import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { app, emulators } from './app';

/**
 * Firestore without live updates or offline cache, for public pages that read once (/boutique): a
 * fraction of the full SDK's size, which matters on customers' mobile data.
 */
export const liteDb = getFirestore(app);

if (emulators.firestore) connectFirestoreEmulator(liteDb, emulators.firestore.host, emulators.firestore.port);
