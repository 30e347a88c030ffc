import { useEffect } from 'react';
import { onCacheClearing } from '../../lib/firebase/cache-clearing';
import { loggedOutNotice, noticeFrom, reloadIntoLogin } from './staff-notice';

/**
 * Logout in another tab of the console clears the device's cache, and the deletion waits for this
 * tab's Firestore to close: the SDK closes it when told, which would leave this page open on a closed
 * Firestore. So this tab loads the login page afresh, as the one that logged out does, and leaving
 * the page lets go of the cache; a tab clearing the cache itself is not told (clearInThisTab). Nothing of Firestore is loaded for it: a tab that has not loaded
 * Firestore holds no cache. A clearing because the staff member's access was taken away
 * (staff-removal.ts) comes with its notice, shown here too once checked (noticeFrom).
 */
export function useSignOutInOtherTabs(): void {
  useEffect(() => onCacheClearing(({ notice }) => reloadIntoLogin(noticeFrom({ notice }) ?? loggedOutNotice)), []);
}
