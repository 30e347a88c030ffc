/**
 * What the console keeps on the device for one staff member until it is sent, read and dropped here
 * without the store's code (a component imports no feature): the actions made offline
 * (components/store/offline/queued-actions.ts) and the phone order drafts (phone-order-drafts.ts), one
 * localStorage entry each under `<prefix><uid>.<id>` (device-entries.ts). Both hold customers' names,
 * phones and orders.
 */
const queuedPrefix = 'kasuwa.queued.';
const draftsPrefix = 'kasuwa.drafts.';
/**
 * How many were dropped, for the console's other tabs: each forgets the staff member too, and the
 * first to drop the entries leaves none for the others to count. A number, nothing of the customers.
 */
const droppedPrefix = 'kasuwa.dropped.';

type EntryStorage = Pick<Storage, 'key' | 'getItem' | 'setItem' | 'removeItem' | 'length'>;

/** localStorage; null where the browser refuses it (then nothing was kept there either). */
function deviceStorage(): EntryStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function keysOf(storage: EntryStorage, prefix: string, uid: string): string[] {
  const own = `${prefix}${uid}.`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(own)) keys.push(key);
  }
  return keys;
}

/** An action the server refused on arrival was sent: it is kept only for staff to see the refusal. */
function refusedAction(text: string | null): boolean {
  try {
    return (JSON.parse(text ?? 'null') as { refused?: unknown } | null)?.refused === true;
  } catch {
    return false;
  }
}

/**
 * Drops the staff member's unsent actions and phone order drafts from the device, and says how many
 * were never sent: the actions still waiting (the store bar's count) and every draft, none of which was
 * placed (those waiting and those left to check). Other staff members' entries stay. Another tab that
 * dropped them first left its count, which this one says too.
 */
export function dropUnsentOnDevice(uid: string, storage: EntryStorage | null = deviceStorage()): number {
  if (!storage) return 0;
  const actions = keysOf(storage, queuedPrefix, uid);
  const drafts = keysOf(storage, draftsPrefix, uid);
  const found = actions.filter((key) => !refusedAction(storage.getItem(key))).length + drafts.length;
  const counted = Number(storage.getItem(`${droppedPrefix}${uid}`));
  const unsent = Math.max(found, Number.isInteger(counted) && counted > 0 ? counted : 0);
  try {
    // Written before the entries go: a tab that sees them gone sees the count.
    storage.setItem(`${droppedPrefix}${uid}`, String(unsent));
  } catch (error) {
    console.warn('Could not keep the count of dropped actions for the other tabs', error);
  }
  for (const key of [...actions, ...drafts]) storage.removeItem(key);
  return unsent;
}

/** A staff session opens again for this account: an earlier removal's count is not this one's. */
export function forgetDroppedCount(uid: string, storage: EntryStorage | null = deviceStorage()): void {
  storage?.removeItem(`${droppedPrefix}${uid}`);
}
