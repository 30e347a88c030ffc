/**
 * Which orders this browser already alerted about, shared by its tabs (localStorage), so that one new
 * order makes one notification and one sound however many staff tabs are open. The check and the
 * mark are made under a Web Lock where the browser has them, so two tabs cannot both claim an order.
 */
const storageKey = 'kasuwa.alerted-orders';
/** Enough to cover the orders of any open tab's lifetime; the oldest are forgotten first. */
const remembered = 200;

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
export async function claimAlert(orderId: string): Promise<boolean> {
  if (!('locks' in navigator)) return claimNow(orderId);
  return navigator.locks.request('kasuwa-new-order-alerts', () => claimNow(orderId));
}
