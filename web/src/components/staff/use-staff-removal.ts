import { useEffect, useRef } from 'react';
import { auth } from '../../lib/firebase/auth';
import type { StaffNotice } from './staff-notice';

/**
 * While `active` (a staff session open in the gate), watches for the staff member's removal
 * (staff-removal.ts); once found, the device forgets them and `onRemoved` gets the notice the login
 * page will show. The watch's code loads only now, with the staff pages: the signed-out /store and the
 * login page stay within their 150 KB.
 */
export function useStaffRemoval(active: boolean, onRemoved: (notice: StaffNotice) => void): void {
  const latestOnRemoved = useRef(onRemoved);
  useEffect(() => {
    latestOnRemoved.current = onRemoved;
  });
  useEffect(() => {
    const user = auth.currentUser;
    if (!active || !user) return undefined;
    let stop: (() => void) | null = null;
    let stopped = false;
    import('./staff-removal').then(
      ({ forgetRemovedStaff, watchStaffRemoval }) => {
        if (stopped) return;
        stop = watchStaffRemoval(user, (uid) => latestOnRemoved.current(forgetRemovedStaff(uid)));
      },
      (error: unknown) => console.error('The check of a removed staff member could not be loaded:', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [active]);
}
