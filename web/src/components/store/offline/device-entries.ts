/**
 * Records the console keeps on the device for one staff member, one localStorage entry each
 * (`<prefix><uid>.<id>`), so that two tabs never overwrite each other's; any change, in this tab or
 * another, is announced. Each entry is read back through `read`: any script of the origin could have
 * written it, so an entry that does not read is left out and logged.
 */
export interface DeviceEntries<Entry> {
  keep(uid: string, id: string, entry: Entry): void;
  forget(uid: string, id: string): void;
  /** The staff member's entries that read, in storage order. */
  all(uid: string): Entry[];
  /** Calls `listener` when this tab or another changes an entry; returns how to stop. */
  watch(listener: () => void): () => void;
}

export function deviceEntries<Entry>(
  prefix: string,
  what: string,
  read: (value: unknown) => Entry | null,
  idOf: (entry: Entry) => string,
): DeviceEntries<Entry> {
  const changedEvent = `${prefix}changed`;
  const keyOf = (uid: string, id: string) => `${prefix}${uid}.${id}`;
  const changed = () => window.dispatchEvent(new Event(changedEvent));
  return {
    keep(uid, id, entry) {
      localStorage.setItem(keyOf(uid, id), JSON.stringify(entry));
      changed();
    },
    forget(uid, id) {
      localStorage.removeItem(keyOf(uid, id));
      changed();
    },
    all(uid) {
      const own = `${prefix}${uid}.`;
      const entries: Entry[] = [];
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (!key?.startsWith(own)) continue;
        const entry = read(parseJson(localStorage.getItem(key)));
        if (entry && key === keyOf(uid, idOf(entry))) entries.push(entry);
        else console.error(`A ${what} did not read and is left out: ${key}`);
      }
      return entries;
    },
    watch(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) listener();
      };
      window.addEventListener(changedEvent, listener);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changedEvent, listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
