import { useEffect, useSyncExternalStore } from 'react';

/**
 * Live lists read their pages through listeners, not react-query: they tell the store's loading flag
 * here while a first snapshot is awaited.
 */
let loads = 0;
const watchers = new Set<() => void>();

function change(by: number) {
  loads += by;
  for (const watcher of watchers) watcher();
}

/** Counts as loading while `loading` is true. */
export function useLiveLoad(loading: boolean) {
  useEffect(() => {
    if (!loading) return undefined;
    change(1);
    return () => change(-1);
  }, [loading]);
}

/** How many live lists are loading now. */
export function useLiveLoads(): number {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => loads,
  );
}
