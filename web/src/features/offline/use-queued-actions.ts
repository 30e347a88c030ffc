import { queuedActions, watchQueuedActions, type QueuedAction } from '../../components/store/offline/queued-actions';
import { settleEarlierActions } from '../../components/store/offline/send-or-queue';
import { useDeviceEntries } from './use-device-entries';
import { useOnlineRounds } from './use-online-rounds';

/** How often actions left by an earlier load or another tab are checked while some wait and the phone is online. */
const settleEveryMs = 3_000;

/**
 * The staff member's recorded actions, kept current across tabs. Read by the small parts that show
 * them, not by the frame: a change re-renders the count, not the page under it.
 */
export const useQueuedActions = (uid: string): QueuedAction[] => useDeviceEntries(uid, queuedActions, watchQueuedActions);

/**
 * While some of the staff member's actions wait that this tab did not send, they are settled against
 * the server every few seconds online, and at once when the network comes back.
 */
export function useSettleQueuedActions(uid: string, waiting: boolean) {
  useOnlineRounds(uid, waiting, settleEveryMs, settleEarlierActions, 'Settling the queued actions failed:');
}
