import { doc, getDocFromCache, getDocFromServer, type DocumentReference } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../lib/firebase/firestore';
import { meterReads } from '../../../lib/firebase/read-meter';
import { forgetAction, keepAction, queuedActions, type QueuedAction } from './queued-actions';

/** A write answered by the server ('sent'), or left in the device's queue to go when the network is back. */
export type WriteOutcome = 'sent' | 'queued';

/**
 * How long a write made while the phone says it is online may take before staff are told it waits in
 * the queue: a slow network still answers within it, most of the time, and the page stays in step.
 */
const onlineWaitMs = 15_000;

/** The actions whose write this tab still waits on: their own promise settles them, not settleEarlierActions. */
const waitedHere = new Set<string>();

/** Resolves when the write should count as queued: at once offline, else after onlineWaitMs or on going offline. */
function queuedSoon(): { promise: Promise<'queued'>; cancel: () => void } {
  let cancel = () => undefined as void;
  const promise = new Promise<'queued'>((resolve) => {
    if (!navigator.onLine) return resolve('queued');
    const done = () => resolve('queued');
    const timer = setTimeout(done, onlineWaitMs);
    window.addEventListener('offline', done, { once: true });
    cancel = () => {
      clearTimeout(timer);
      window.removeEventListener('offline', done);
    };
  });
  return { promise, cancel };
}

/**
 * Whether the write's own record is stored on the server; undefined when the server cannot be asked.
 * A write is delivered at least once: sent again after a cut (or by another tab of the same
 * device), a write that already arrived is refused by the rules (its record exists), and that
 * refusal alone must not say it was lost.
 */
async function arrivedOnServer(action: QueuedAction): Promise<boolean | undefined> {
  return storedOnServer(doc(db, action.proof), `the ${action.kind} of order ${action.orderId}`);
}

/**
 * Whether the document is stored on the server (one read); undefined when the server cannot be asked.
 * What a refused write is checked against before staff are told it was not saved.
 */
export async function storedOnServer(document: DocumentReference, what: string): Promise<boolean | undefined> {
  try {
    const stored = await getDocFromServer(document);
    meterReads('write check', 1);
    return stored.exists();
  } catch (error) {
    console.error(`Could not check whether ${what} arrived:`, error);
    return undefined;
  }
}

/**
 * The action as refused, with how its order is paid now when it was a payment (one read from the
 * server): a payment refused because the order's money moved meanwhile says what the order holds.
 */
async function refusedNow(action: QueuedAction): Promise<QueuedAction> {
  if (action.kind !== 'payment') return { ...action, refused: true };
  try {
    const order = await getDocFromServer(doc(db, collections.orders, action.orderId));
    meterReads('write check', 1);
    const payment: unknown = order.get('payment');
    return { ...action, refused: true, ...((payment === 'cash' || payment === 'mobile-money') && { paidNow: payment }) };
  } catch (error) {
    console.error(`Could not read how order ${action.orderId} is paid now:`, error);
    return { ...action, refused: true };
  }
}

/**
 * Sends a write staff made, recorded as an action until the server answers. Resolves 'sent' once the
 * server took it, or 'queued' when the phone is offline (or the server is slow): the record stays, and
 * the write goes by itself when the network is back. A refusal before that rejects, for the page to
 * say why (nothing is kept); a refusal that arrives later is kept on the record, for staff to see. A
 * refusal is believed only once the server says the write's record is not stored.
 */
export async function sendOrQueue(uid: string, action: QueuedAction, commit: Promise<void>): Promise<WriteOutcome> {
  keepAction(uid, action);
  waitedHere.add(action.id);
  const queued = queuedSoon();
  let told = false;
  void queued.promise.then(() => {
    told = true;
  });
  const answered = commit.then(
    () => 'sent' as const,
    async (error: unknown) => {
      const arrived = await arrivedOnServer(action);
      if (arrived) return 'sent' as const;
      // Unknown: left waiting, for settleEarlierActions to ask again.
      if (arrived === undefined && told) return 'unknown' as const;
      throw error;
    },
  );
  answered.then(
    (answer) => {
      waitedHere.delete(action.id);
      if (answer === 'sent') forgetAction(uid, action.id);
    },
    (error: unknown) => {
      waitedHere.delete(action.id);
      if (!told) return forgetAction(uid, action.id);
      console.error(`The ${action.kind} of order ${action.orderId} was refused on arrival:`, error);
      void refusedNow(action).then((refused) => keepAction(uid, refused));
    },
  );
  try {
    return await Promise.race([answered.then(() => 'sent' as const), queued.promise]);
  } finally {
    queued.cancel();
  }
}

/**
 * A write recorded this long ago is in Firestore's queue on the device if it is anywhere there: a
 * younger one may be a tab's write still on its way into the queue.
 */
const settledAfterMs = 5_000;

/** Whether one action recorded elsewhere still waits (true), or is settled now: forgotten, or kept as refused. */
async function settle(uid: string, action: QueuedAction): Promise<boolean> {
  if (Date.now() - action.at < settledAfterMs || !navigator.onLine) return true;
  const cached = await getDocFromCache(doc(db, action.proof)).catch(() => null);
  if (cached?.metadata.hasPendingWrites) return true;
  const arrived = await arrivedOnServer(action);
  if (arrived) forgetAction(uid, action.id);
  else if (arrived === false) {
    console.error(`The ${action.kind} of order ${action.orderId} was refused on arrival (it is not stored).`);
    keepAction(uid, await refusedNow(action));
  }
  return arrived === undefined;
}

/**
 * Settles the actions recorded by an earlier load of the console (or another tab) that nothing here
 * waits on: one whose write still waits in the device's queue stays; otherwise the server says
 * whether it arrived (its own record exists: forgotten) or was refused (kept, for staff to see). One
 * read from the server per action, once, all asked at the same time: after a cut, tens of actions
 * settle in one round trip rather than one after the other. Returns how many still wait.
 */
export async function settleEarlierActions(uid: string): Promise<number> {
  const others = queuedActions(uid).filter((action) => !action.refused && !waitedHere.has(action.id));
  const stillWaiting = await Promise.all(others.map((action) => settle(uid, action)));
  return stillWaiting.filter(Boolean).length;
}
