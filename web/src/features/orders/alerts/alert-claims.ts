/**
 * Which orders this browser already alerted about, shared by its tabs, so that one new order makes one
 * notification and one sound however many staff tabs are open. Where the browser has Web Locks, the tab
 * that claims an order holds a lock named after it for a while: another tab asking for that lock is
 * refused at once. localStorage alone could not say it: Chromium copies a tab's write to the other tabs'
 * processes later, so two tabs both read "not alerted" (two notifications in a clean-clone run of
 * 2026-12-03, the mark made under one lock for all orders). localStorage still remembers the orders
 * alerted after the lock is let go, and is all there is without Web Locks.
 */
const storageKey = 'kasuwa.alerted-orders';
/** Enough to cover the orders of any open tab's lifetime; the oldest are forgotten first. */
const remembered = 200;
/** Long after every open tab has heard of the order and the mark has reached every tab. */
export const claimHeldMs = 10 * 60_000;

function alerted(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function claimNow(orderId: string): boolean {
  const ids = alerted();
  if (ids.includes(orderId)) return false;
  try {
    localStorage.setItem(storageKey, JSON.stringify([...ids, orderId].slice(-remembered)));
  } catch (error) {
    console.error('The alerted orders could not be kept on this device', error);
  }
  return true;
}

/** True for the one tab that should alert about `orderId`; false in every other tab, and again later. */
export function claimAlert(orderId: string): Promise<boolean> {
  if (!('locks' in navigator)) return Promise.resolve(claimNow(orderId));
  return new Promise((resolve, reject) => {
    navigator.locks
      .request(`kasuwa-new-order-alert:${orderId}`, { ifAvailable: true }, async (lock) => {
        if (!lock) return resolve(false);
        resolve(claimNow(orderId));
        await new Promise((held) => setTimeout(held, claimHeldMs));
      })
      .catch(reject);
  });
}
