import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { app, emulators } from './app';

/**
 * Firestore with its cache kept on the device and shared by the console's tabs: a reload reads what
 * it can from the phone instead of the network, lists stay readable through a network cut, and writes
 * made offline wait in the cache's queue (one queue for every tab) until the network is back. Where
 * the browser keeps no such store, the SDK falls back to a memory cache and says so in the console.
 */
export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (emulators.firestore) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
