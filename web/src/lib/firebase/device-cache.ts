import { signOut } from 'firebase/auth';
import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import { auth } from './auth';
import { announceCacheClearing, type CacheClearing } from './cache-clearing';
import { db } from './firestore';

/** How long signing out waits for the server to take the writes still in the device's queue. */
const pendingWritesWaitMs = 2_000;

export interface SignOutOutcome {
  /**
   * Writes made offline are still in the cache's queue: the cache stays, as clearing it would lose
   * them, and they go once the same staff member logs in again on this device.
   */
  writesWaiting: boolean;
  /** This page's Firestore is closed (its cache cleared, or kept by another tab): load the page again. */
  firestoreClosed: boolean;
}

async function allWritesSent(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), pendingWritesWaitMs);
  });
  const sent = waitForPendingWrites(db).then(
    () => true,
    (error: unknown) => {
      console.warn('Could not learn whether every write was sent; the device cache stays:', error);
      return false;
    },
  );
  try {
    return await Promise.race([sent, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The Web Locks name under which the console's tabs close their Firestore and delete the cache in turn. */
const clearingLock = 'kasuwa.firestore-cache-clearing';

/**
 * Two tabs that close their Firestore and delete the cache at the same moment (a staff member's
 * removal learned by both) can leave it on the device: one tab's shutdown opens the database again
 * after the other's deletion (Chromium, 2026-12-06: 4 times in 8 without turns, never with them). So
 * the tabs take turns; a browser without Web Locks clears at once.
 */
function inTurn<T>(clear: () => Promise<T>): Promise<T> {
  return 'locks' in navigator ? navigator.locks.request(clearingLock, clear) : clear();
}

/**
 * Closes this page's Firestore and deletes its cache from the device; a deletion that fails is logged,
 * and false says the cache stays.
 */
async function clearCache(why: CacheClearing): Promise<boolean> {
  announceCacheClearing(why);
  try {
    await inTurn(async () => {
      await terminate(db);
      await clearIndexedDbPersistence(db);
    });
    return true;
  } catch (error) {
    console.warn('The device cache stays: it could not be cleared', error);
    return false;
  }
}

/**
 * Signs the staff member out and, once the server has every write they made, clears Firestore's cache
 * from the device: on a phone the team shares, the next person to log in (or anyone who picks it up)
 * must not read the orders and customers' phones the last one read. The deletion waits for the
 * console's other tabs to close their Firestore: the SDK closes it when told of the deletion, and they
 * are told to load the login page too (useSignOutInOtherTabs), or they would stay open on a closed
 * Firestore.
 */
export async function signOutOfDevice(): Promise<SignOutOutcome> {
  const sent = await allWritesSent();
  await signOut(auth);
  if (!sent) return { writesWaiting: true, firestoreClosed: false };
  await clearCache({});
  return { writesWaiting: false, firestoreClosed: true };
}

/**
 * The staff member's access was taken away (components/staff/staff-removal.ts): signs out and clears
 * Firestore's cache from the device at once, writes still waiting in its queue included, as the rules
 * would refuse them from an account that is no longer staff. The other tabs are told, with `notice`
 * for their login page (what was dropped unsent). This page's Firestore is closed: load the page again.
 * False when the cache could not be deleted.
 */
export async function forgetDevice(notice: unknown): Promise<boolean> {
  try {
    await signOut(auth);
  } catch (error) {
    // Auth may have signed the tab out already; the cache goes all the same.
    console.warn('Could not sign out before clearing the device cache', error);
  }
  return clearCache({ notice });
}
