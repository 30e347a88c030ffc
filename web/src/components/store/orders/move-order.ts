import { collection, deleteField, doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readOrder } from '@kasuwa/contract/records';
import type { DeliveryFailureReason, OrderStatus } from '@kasuwa/contract/schemas';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { newOrderCountKey } from './order-record';
import { sendOrQueue, type WriteOutcome } from '../offline/send-or-queue';

/** Someone moved the order since this page showed it; `status` is what is stored now. */
export class OrderMovedError extends Error {
  override name = 'OrderMovedError';
  constructor(readonly status: string | undefined) {
    super('This order was changed by someone else');
  }
}

export interface OrderMove {
  orderId: string;
  /** The status the staff member saw: the move is refused if the order is no longer in it. */
  from: OrderStatus;
  to: OrderStatus;
  /** Why, when cancelling. */
  reason?: string;
  /** Why the delivery failed, when moving to `deliveryFailed`: a reason from the list, and a note. */
  failure?: { reason: DeliveryFailureReason; note?: string };
  /** The order's number as staff know it, for the list of unsent actions (the id when it has none). */
  label?: string;
}

/** The signed-in staff member, as the rules check them against the ID token. */
export interface Mover {
  uid: string;
  email: string | null;
}

/**
 * Moves an order on in one batch, without reading it first, so that a move made offline waits in the
 * device's queue: the new status with who and when, and the record of the move in the order's
 * statusChanges, which the rules require in the same write and refuse when its `from` is no longer the
 * stored status (someone moved the order meanwhile), whenever it arrives. Refused while this page
 * waits, it says so with OrderMovedError; refused later, the queued action keeps the refusal.
 */
export async function moveOrder(db: Firestore, mover: Mover, move: OrderMove): Promise<WriteOutcome> {
  const ref = doc(db, collections.orders, move.orderId);
  const change = doc(collection(ref, orderSubcollections.statusChanges));
  const reason = move.reason?.trim();
  const failureNote = move.failure?.note?.trim();
  const batch = writeBatch(db);
  batch.update(ref, {
    status: move.to,
    statusChangeId: change.id,
    statusChangedBy: mover.uid,
    statusChangedAt: serverTimestamp(),
    cancelReason: reason ?? deleteField(),
    // A failure is kept on the order until the next one: other moves leave it as it is.
    ...(move.failure && { failureReason: move.failure.reason, failureNote: failureNote || deleteField() }),
  });
  batch.set(change, {
    from: move.from,
    to: move.to,
    by: mover.uid,
    ...(mover.email ? { byEmail: mover.email } : {}),
    at: serverTimestamp(),
    ...(reason ? { reason } : {}),
    ...(move.failure && { failureReason: move.failure.reason, ...(failureNote && { reason: failureNote }) }),
  });
  const action = {
    id: change.id,
    kind: 'move' as const,
    orderId: move.orderId,
    label: move.label ?? move.orderId,
    to: move.to,
    proof: change.path,
    at: Date.now(),
  };
  try {
    return await sendOrQueue(mover.uid, action, batch.commit());
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
    const status = readOrder((await getDoc(ref)).data()).status;
    if (status !== move.from) throw new OrderMovedError(status);
    throw error;
  }
}

/** A move as a react-query mutation (the store's loading flag shows while it runs), by the signed-in staff member. */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => {
      const staff = auth.currentUser;
      if (!staff) throw new Error('Not signed in');
      return moveOrder(db, { uid: staff.uid, email: staff.email }, move);
    },
    // The menu's count of new orders follows this staff member's moves once the server has them;
    // not waited for: the count is read from the server, which may be out of reach.
    onSuccess: (outcome) => {
      if (outcome === 'sent') void queryClient.invalidateQueries({ queryKey: newOrderCountKey });
    },
  });
}
