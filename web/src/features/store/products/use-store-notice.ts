import { useCallback, useState } from 'react';
import type { AdminNotice } from '../../../components/admin/admin-notice';
import type { ToastNotice } from '../../../components/admin/admin-toast';

/** The toast of a store page; each notice gets a new id, so the same text said twice is announced twice. */
export function useStoreNotice(initial: AdminNotice | null = null) {
  const [notice, setNotice] = useState<ToastNotice | null>(initial && { ...initial, id: 1 });
  const say = useCallback((next: AdminNotice) => setNotice((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 })), []);
  return [notice, say] as const;
}
