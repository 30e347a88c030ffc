import {
  collection,
  deleteField,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readOrder } from '@kasuwa/contract/records';
import type { DeliveryFailureReason, OrderStatus } from '@kasuwa/contract/schemas';
import { auth } from '../../../../lib/firebase/auth';
import { db } from '../../../../lib/firebase/firestore';
import { newOrderCountKey } from './live-orders';

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
}

/** The signed-in staff member, as the rules check them against the ID token. */
export interface Mover {
  uid: string;
  email: string | null;
}

/**
 * Moves an order on in a transaction: reads it, refuses with OrderMovedError when its status is no
 * longer the one the staff member saw, then writes the new status with who and when, and the record of
 * the move in the order's statusChanges, which the rules require in the same write.
 */
export async function moveOrder(db: Firestore, mover: Mover, move: OrderMove): Promise<void> {
  const ref = doc(db, collections.orders, move.orderId);
  try {
    await moveInTransaction(db, ref, mover, move);
  } catch (error) {
    // Two moves committed at the same moment: the rules refuse the later one, whose record no longer
    // starts from the stored status, before the transaction could see the change and say so itself.
    if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
    const status = readOrder((await getDoc(ref)).data()).status;
    if (status !== move.from) throw new OrderMovedError(status);
    throw error;
  }
}

function moveInTransaction(db: Firestore, ref: DocumentReference, mover: Mover, move: OrderMove) {
  const change = doc(collection(ref, orderSubcollections.statusChanges));
  const reason = move.reason?.trim();
  const failureNote = move.failure?.note?.trim();
  return runTransaction(db, async (transaction) => {
    const status = readOrder((await transaction.get(ref)).data()).status;
    if (status !== move.from) throw new OrderMovedError(status);
    transaction.update(ref, {
      status: move.to,
      statusChangeId: change.id,
      statusChangedBy: mover.uid,
      statusChangedAt: serverTimestamp(),
      cancelReason: reason ?? deleteField(),
      // A failure is kept on the order until the next one: other moves leave it as it is.
      ...(move.failure && { failureReason: move.failure.reason, failureNote: failureNote || deleteField() }),
    });
    transaction.set(change, {
      from: move.from,
      to: move.to,
      by: mover.uid,
      ...(mover.email ? { byEmail: mover.email } : {}),
      at: serverTimestamp(),
      ...(reason ? { reason } : {}),
      ...(move.failure && { failureReason: move.failure.reason, ...(failureNote && { reason: failureNote }) }),
    });
  });
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
    // The menu's count of new orders follows this staff member's moves at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newOrderCountKey }),
  });
}
