import { useEffect, useState } from 'react';

/**
 * A staff member's device entries (queued actions, phone order drafts), kept current across tabs.
 * `read` and `watch` are a module's functions, the same at every render.
 */
export function useDeviceEntries<Entry>(
  uid: string,
  read: (uid: string) => Entry[],
  watch: (listener: () => void) => () => void,
): Entry[] {
  const [entries, setEntries] = useState<Entry[]>(() => read(uid));
  useEffect(() => {
    const reread = () => setEntries(read(uid));
    reread();
    return watch(reread);
  }, [uid, read, watch]);
  return entries;
}
