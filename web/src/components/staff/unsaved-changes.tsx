import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStaffText } from './staff-language';

/** The forms of the page holding what staff entered and did not save, each by its own mark. */
const unsavedForms = new Set<symbol>();

/**
 * While a form holds what staff entered and did not save (`dirty`): closing or reloading the tab asks
 * first (the browser's own question), and so does leaving the page inside the console
 * (holdUnsavedChanges). Any number of forms on a page may each say so.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return undefined;
    const mark = Symbol('unsaved form');
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    unsavedForms.add(mark);
    window.addEventListener('beforeunload', ask);
    return () => {
      unsavedForms.delete(mark);
      window.removeEventListener('beforeunload', ask);
    };
  }, [dirty]);
  return null;
}

/** React Router's place of the current entry in the tab's history (it keeps `idx` in the entry's state). */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return null;
}

/** The page as the router shows it, kept by UnsavedChangesQuestion. */
let shown = { pathname: '', index: null as number | null };
let askToLeave = () => true;
let undoingPop = false;

/** Another page, while a form holds unsaved entries, and staff said to stay: the change is held. */
const holds = (pathname: string) => unsavedForms.size > 0 && pathname !== shown.pathname && !askToLeave();

/** A tap on a link to another page of the site (the menu's, a list's), before the router sees it. */
function holdLinkTap(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const next = new URL(link.href);
  if (next.origin !== window.location.origin || !holds(next.pathname)) return;
  event.preventDefault();
  event.stopPropagation();
}

/** Back or Forward: the address has already changed; held, the entry shown is put back unseen by the router. */
function holdBackOrForward(event: PopStateEvent) {
  if (undoingPop) {
    undoingPop = false;
    event.stopImmediatePropagation();
    return;
  }
  const index = historyIndex();
  if (index === null || shown.index === null || !holds(window.location.pathname)) return;
  event.stopImmediatePropagation();
  undoingPop = true;
  window.history.go(shown.index - index);
}

/**
 * Called once before the router starts, so that its listeners come after these: a tap on a link to
 * another page, Back and Forward ask first while any form holds unsaved entries, and go only if staff
 * say so. Another view of the same page (its address's search) is no leaving. The router's own
 * blocker needs its data router, 18 KB more of script on every first visit (docs/adr/0096-the-consoles-habits.md).
 */
export function holdUnsavedChanges() {
  document.addEventListener('click', holdLinkTap, true);
  window.addEventListener('popstate', holdBackOrForward);
}

/** Inside the router: keeps the page shown and asks the question in the console's language. */
export function UnsavedChangesQuestion() {
  const { t } = useStaffText();
  const { pathname } = useLocation();
  useEffect(() => {
    shown = { pathname, index: historyIndex() };
  }, [pathname]);
  useEffect(() => {
    askToLeave = () => window.confirm(t('Leave this page? What you entered is not saved.'));
  }, [t]);
  return null;
}
