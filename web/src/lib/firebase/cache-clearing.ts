/**
 * The console's tabs tell one another when a sign-out clears Firestore's cache from the device: the
 * deletion waits for every tab's Firestore to close, which the SDK does when told, and a tab left on a
 * closed Firestore cannot serve the console any more, so the other tabs load the login page afresh.
 * One channel per tab both tells and listens, as a channel never hears its own messages: the tab that
 * logs out clears the cache instead of reloading.
 */
const clearing = 'clearing';
let tabChannel: BroadcastChannel | null | undefined;
/** This tab clears the cache itself (clearInThisTab): what the others announce no longer closes it. */
let clearingHere = false;

/**
 * A clearing as told: after a Logout, nothing more; after the removal of a staff member
 * (components/staff/staff-removal.ts), the notice their login page shows, for the other tabs' to show
 * too. It comes from another tab: whoever reads it checks it (noticeFrom).
 */
export interface CacheClearing {
  notice?: unknown;
}

/** Where the browser has no BroadcastChannel, the other tabs are not told, and the cache stays. */
function channel(): BroadcastChannel | null {
  tabChannel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('kasuwa.firestore-cache') : null;
  return tabChannel;
}

/**
 * This tab clears the cache itself, and loads the login page once its deletion has begun: from now
 * on, what the other tabs announce does not reload it. Two tabs that learn of a staff member's removal
 * together both clear, and each reloading on the other's word would leave both gone before either
 * asked for the deletion: the cache would stay on the device.
 */
export function clearInThisTab(): void {
  clearingHere = true;
}

export function announceCacheClearing(why: CacheClearing = {}): void {
  clearInThisTab();
  channel()?.postMessage(why.notice === undefined ? clearing : { [clearing]: true, notice: why.notice });
}

/** What a message on the channel says, if it announces a clearing. */
function clearingOf(data: unknown): CacheClearing | null {
  if (data === clearing) return {};
  const told = data as { [clearing]?: unknown; notice?: unknown } | null;
  return told?.[clearing] === true ? { notice: told.notice } : null;
}

/**
 * Calls `close` when another tab announces that it clears the cache, unless this one clears it too;
 * returns the way to stop listening.
 */
export function onCacheClearing(close: (why: CacheClearing) => void): () => void {
  const listened = channel();
  const heard = (event: MessageEvent) => {
    const why = clearingOf(event.data);
    if (why && !clearingHere) close(why);
  };
  listened?.addEventListener('message', heard);
  return () => listened?.removeEventListener('message', heard);
}
