import { useCallback, useEffect, useState } from 'react';

export type StoreTheme = 'light' | 'dark';

const storageKey = 'kasuwa.store.theme';
const darkQuery = '(prefers-color-scheme: dark)';

/** The theme staff chose on this browser, or null when they never chose (or storage cannot say). */
export function savedStoreTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StoreTheme | null {
  try {
    const saved = storage?.getItem(storageKey);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

/** What the phone or computer is set to: dark when the system says so, else light. */
export function systemStoreTheme(media: typeof globalThis.matchMedia | undefined = globalThis.matchMedia): StoreTheme {
  return media?.(darkQuery).matches ? 'dark' : 'light';
}

/** The system's theme, kept current while the page is open (a phone that turns dark at night). */
function useSystemTheme(): StoreTheme {
  const [theme, setTheme] = useState(() => systemStoreTheme());
  useEffect(() => {
    const query = globalThis.matchMedia?.(darkQuery);
    if (!query) return undefined;
    const follow = () => setTheme(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return theme;
}

/**
 * Light (white page) or dark (dark page): the system's until staff choose with the switch, then their
 * choice, remembered across visits on this browser.
 */
export function useStoreTheme(): [StoreTheme, () => void] {
  const system = useSystemTheme();
  const [chosen, setChosen] = useState(savedStoreTheme);
  const theme = chosen ?? system;
  const toggle = useCallback(() => {
    const next = theme === 'light' ? 'dark' : 'light';
    try {
      localStorage.setItem(storageKey, next);
    } catch (error) {
      // Private browsing may refuse storage: the theme still changes for this visit.
      console.warn('Could not remember the store theme:', error);
    }
    setChosen(next);
  }, [theme]);
  return [theme, toggle];
}
