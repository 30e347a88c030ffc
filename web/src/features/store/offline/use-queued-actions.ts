import { useEffect, useState } from 'react';
import { queuedActions, watchQueuedActions, type QueuedAction } from './queued-actions';
import { settleEarlierActions } from './send-or-queue';

/** How often actions left by an earlier load or another tab are checked while some wait and the phone is online. */
const settleEveryMs = 3_000;

/**
 * The staff member's recorded actions, kept current across tabs. Read by the small parts that show
 * them, not by the frame: a change re-renders the count, not the page under it.
 */
export function useQueuedActions(uid: string): QueuedAction[] {
  const [actions, setActions] = useState<QueuedAction[]>(() => queuedActions(uid));
  useEffect(() => {
    const read = () => setActions(queuedActions(uid));
    read();
    return watchQueuedActions(read);
  }, [uid]);
  return actions;
}

/**
 * While some of the staff member's actions wait that this tab did not send, they are settled against
 * the server every few seconds online, and at once when the network comes back.
 */
export function useSettleQueuedActions(uid: string, waiting: boolean) {
  useEffect(() => {
    if (!waiting) return;
    let running = false;
    const settle = () => {
      if (running || !navigator.onLine) return;
      running = true;
      settleEarlierActions(uid)
        .catch((error: unknown) => console.error('Settling the queued actions failed:', error))
        .finally(() => {
          running = false;
        });
    };
    settle();
    const timer = setInterval(settle, settleEveryMs);
    window.addEventListener('online', settle);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', settle);
    };
  }, [uid, waiting]);
}
