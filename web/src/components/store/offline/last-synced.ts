/**
 * When each list (or order) last heard from the server on this device, kept across reloads: what a
 * list shown from the cache says it dates from. Keyed by the list and its filter.
 */
const prefix = 'kasuwa.synced.';

export function markSynced(key: string, at = Date.now()): void {
  try {
    localStorage.setItem(prefix + key, String(at));
  } catch (error) {
    // A full or refused storage only loses the time a cached list shows: said in the log.
    console.error(`Could not keep when ${key} was read:`, error);
  }
}

/** The time (ms) `key` was last read from the server here, or null when unknown. */
export function lastSynced(key: string): number | null {
  const stored = Number(localStorage.getItem(prefix + key));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}
