import { lastSynced, markSynced } from './last-synced';

/** Where a read's data came from: the server, or the device's cache, last filled from the server at `syncedAt`. */
export interface DataSource {
  fromCache: boolean;
  syncedAt: number | null;
}

/** A one-time read's data with its source, so a page can say it is offline instead of showing a false empty state. */
export type Sourced<T> = DataSource & { value: T };

/**
 * The source of a read of `key` (a list and its filter): a read from the server is remembered as this
 * device's latest, which a later read from the cache then dates itself by.
 */
export function sourced<T>(key: string, fromCache: boolean, value: T): Sourced<T> {
  if (!fromCache) markSynced(key);
  return { value, fromCache, syncedAt: lastSynced(key) };
}
