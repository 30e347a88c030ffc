import { useCallback, useState } from 'react';

export type StoreTheme = 'light' | 'dark';

const storageKey = 'kasuwa.store.theme';

/** The saved choice; anything else (nothing saved, storage blocked, an odd value) is light. */
export function savedStoreTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StoreTheme {
  try {
    return storage?.getItem(storageKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Light (white page) or dark (dark page), remembered across visits on this browser. */
export function useStoreTheme(): [StoreTheme, () => void] {
  const [theme, setTheme] = useState(savedStoreTheme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      try {
        localStorage.setItem(storageKey, next);
      } catch (error) {
        // Private browsing may refuse storage: the theme still changes for this visit.
        console.warn('Could not remember the store theme:', error);
      }
      return next;
    });
  }, []);
  return [theme, toggle];
}
