import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page loading its code may take before its title would come too late to take the focus. */
const titleWaitMs = 5_000;

function focusTitle(main: HTMLElement): boolean {
  const title = main.querySelector<HTMLElement>('h1');
  if (!title) return false;
  title.tabIndex = -1;
  title.focus({ preventScroll: false });
  return true;
}

/**
 * After each navigation to another page (not the first load, not a change of the address's search),
 * the focus goes to the new page's title, as a screen reader's user expects from a page change; a page
 * whose code is still loading gets it when its title shows.
 */
export function useTitleFocusOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    const main = mainRef.current;
    if (!main || pathname === firstPath.current) return undefined;
    firstPath.current = '';
    if (focusTitle(main)) return undefined;
    const observer = new MutationObserver(() => {
      if (focusTitle(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), titleWaitMs);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, mainRef]);
}
