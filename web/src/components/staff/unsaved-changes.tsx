import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useStaffText } from './staff-language';

/** The forms of the page holding what staff entered and did not save, each by its own mark. */
const unsavedForms = new Set<symbol>();

/**
 * While a form holds what staff entered and did not save (`dirty`): closing or reloading the tab asks
 * first (the browser's own question), and so does leaving the page inside the console
 * (UnsavedChangesBlocker). Any number of forms on a page may each say so.
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

/**
 * The console's one blocker (a data router holds one at a time): a navigation to another page while
 * any form holds unsaved entries asks first, and goes only if staff say so. Another view of the same
 * page (its address's search) is no leaving.
 */
export function UnsavedChangesBlocker() {
  const { t } = useStaffText();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsavedForms.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('Leave this page? What you entered is not saved.'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  return null;
}
