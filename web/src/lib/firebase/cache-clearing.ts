/**
 * The console's tabs tell one another when a sign-out clears Firestore's cache from the device: the
 * deletion waits for every tab's Firestore to close, which the SDK does when told, and a tab left on a
 * closed Firestore cannot serve the console any more, so the other tabs load the login page afresh.
 * One channel per tab both tells and listens, as a channel never hears its own messages: the tab that
 * logs out clears the cache instead of reloading.
 */
const clearing = 'clearing';
let tabChannel: BroadcastChannel | null | undefined;

/** Where the browser has no BroadcastChannel, the other tabs are not told, and the cache stays. */
function channel(): BroadcastChannel | null {
  tabChannel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('kasuwa.firestore-cache') : null;
  return tabChannel;
}

export function announceCacheClearing(): void {
  channel()?.postMessage(clearing);
}

/** Calls `close` when another tab announces that it clears the cache; returns the way to stop listening. */
export function onCacheClearing(close: () => void): () => void {
  const listened = channel();
  const heard = (event: MessageEvent) => {
    if (event.data === clearing) close();
  };
  listened?.addEventListener('message', heard);
  return () => listened?.removeEventListener('message', heard);
}
