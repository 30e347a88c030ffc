import { useEffect, useRef } from 'react';
import { staffSessionLimits } from '@kasuwa/contract/limits';

const lastActivityKey = 'kasuwa.staff.lastActivity';
export const staffIdleLimitMs = staffSessionLimits.idleHours * 60 * 60 * 1000;
/** Activity is written down at most this often, and idleness checked this often. */
const tickMs = 60_000;

type ActivityStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, shared by the console's tabs; null where the browser refuses it. */
function deviceStorage(): ActivityStorage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn('No localStorage: the idle time is counted in this tab only', error);
    return null;
  }
}

/** The last time staff used the console on this device (any tab). Sign-in counts as use. */
export function recordStaffActivity(now = Date.now(), storage = deviceStorage()): void {
  try {
    storage?.setItem(lastActivityKey, String(now));
  } catch (error) {
    console.warn('Could not record staff activity', error);
  }
}

function lastStaffActivity(storage: ActivityStorage | null): number | null {
  const stored = Number(storage?.getItem(lastActivityKey) ?? Number.NaN);
  return Number.isFinite(stored) ? stored : null;
}

/**
 * While `active` (a staff session is open), calls `onIdle` once the console has gone unused for a
 * working day (12 h) on this device: on opening a page after that long, or on a check each minute.
 * Any tap, key or return to the tab counts as use, in whichever tab.
 */
export function useIdleSignOut(active: boolean, onIdle: () => void, now: () => number = Date.now): void {
  const latestOnIdle = useRef(onIdle);
  useEffect(() => {
    latestOnIdle.current = onIdle;
  });

  useEffect(() => {
    if (!active) return;
    const storage = deviceStorage();
    let inThisTab = now();
    let written = 0;
    let ended = false;
    const last = () => Math.max(lastStaffActivity(storage) ?? inThisTab, inThisTab);
    // Once: the session is then on its way out.
    const check = () => {
      if (ended) return true;
      if (now() - last() < staffIdleLimitMs) return false;
      ended = true;
      latestOnIdle.current();
      return true;
    };
    if (lastStaffActivity(storage) !== null) inThisTab = 0;
    if (check()) return;
    inThisTab = now();

    const used = () => {
      inThisTab = now();
      if (inThisTab - written < tickMs) return;
      written = inThisTab;
      recordStaffActivity(inThisTab, storage);
    };
    const returned = () => {
      if (document.visibilityState === 'visible' && !check()) used();
    };
    used();
    const timer = window.setInterval(check, tickMs);
    window.addEventListener('pointerdown', used, { passive: true });
    window.addEventListener('keydown', used);
    document.addEventListener('visibilitychange', returned);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', used);
      window.removeEventListener('keydown', used);
      document.removeEventListener('visibilitychange', returned);
    };
  }, [active, now]);
}
