import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { app, emulators } from './app';

export const db = getFirestore(app);

if (emulators.firestore) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
