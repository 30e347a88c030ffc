import { useDeviceEntries } from './use-device-entries';
import { useOnlineRounds } from './use-online-rounds';
import { phoneOrderDrafts, watchDrafts, type PhoneOrderDraftEntry } from '../../components/store/offline/phone-order-drafts';

/** How often waiting drafts are sent while the phone is online (and at once when the network comes back). */
const sendEveryMs = 5_000;

/** The staff member's phone order drafts, kept current across tabs. */
export const usePhoneOrderDrafts = (uid: string) => useDeviceEntries(uid, phoneOrderDrafts, watchDrafts);

/** Drafts not yet placed nor refused: what the bar counts and the sender sends. */
export const waitingDrafts = (drafts: readonly PhoneOrderDraftEntry[]) => drafts.filter((draft) => draft.toCheck === undefined);

/** One round of sending, by one tab at a time (a Web Lock; the server would answer a second tab's copy with the same order anyway). */
async function sendRound(uid: string) {
  // The sender's code, with the Functions SDK, loads only once a draft waits.
  const sendAll = async () => (await import('./send-drafts')).sendDrafts(uid);
  if (!navigator.locks) return sendAll();
  await navigator.locks.request('kasuwa-phone-order-drafts', { ifAvailable: true }, (lock) => (lock ? sendAll() : undefined));
}

/** While drafts wait, they are sent every few seconds online, and at once when the network comes back. */
export function useSendDrafts(uid: string, waiting: boolean) {
  useOnlineRounds(uid, waiting, sendEveryMs, sendRound, 'Sending the phone order drafts failed; they wait for the next try:');
}
