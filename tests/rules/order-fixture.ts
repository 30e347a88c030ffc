import { deleteField, doc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { paymentReferenceKey } from '@kasuwa/contract/schemas';
import type { ClientDb } from './rules-env';

/** An order as the Android app writes it for `userId`: priced by the server later, so still pending. */
export const appOrder = (userId: string): Record<string, unknown> => ({
  userId,
  items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
  total: 15000,
  status: 'pending',
  phone: '+227 96 11 22 33',
  deliveryAddress: 'Plateau, Niamey',
  createdAt: serverTimestamp(),
});

interface StaffMove {
  from: string;
  to: string;
  /** The staff member's uid and sign-in email. */
  by: string;
  byEmail?: string;
  reason?: string;
  /** A failed delivery's reason from the list, and its note. */
  failure?: { reason: string; note?: string };
  changeId?: string;
  /** Fields written over the order's well-formed move, to try a bad one. */
  orderFields?: DocumentData;
  changeFields?: DocumentData;
}

let moves = 0;

/**
 * A staff move as the store admin writes it: the order's status fields and the record of the move in
 * its statusChanges, in one batch, timed by the server.
 */
export function moveOrder(db: ClientDb, orderId: string, move: StaffMove) {
  moves += 1;
  const changeId = move.changeId ?? `move-${moves}`;
  const batch = writeBatch(db);
  batch.update(doc(db, collections.orders, orderId), {
    status: move.to,
    statusChangeId: changeId,
    statusChangedBy: move.by,
    statusChangedAt: serverTimestamp(),
    cancelReason: move.reason ?? deleteField(),
    ...(move.failure && { failureReason: move.failure.reason, failureNote: move.failure.note ?? deleteField() }),
    ...move.orderFields,
  });
  batch.set(doc(db, collections.orders, orderId, orderSubcollections.statusChanges, changeId), {
    from: move.from,
    to: move.to,
    by: move.by,
    ...(move.byEmail ? { byEmail: move.byEmail } : {}),
    at: serverTimestamp(),
    ...(move.reason ? { reason: move.reason } : {}),
    ...(move.failure && { failureReason: move.failure.reason, ...(move.failure.note && { reason: move.failure.note }) }),
    ...move.changeFields,
  });
  return batch.commit();
}

interface StaffPayment {
  payment: string;
  reference?: string;
  /** The staff member's uid. */
  by: string;
  changeId?: string;
  /** Fields written over the well-formed payment, to try a bad one. */
  orderFields?: DocumentData;
  changeFields?: DocumentData;
  /** A Mobile Money reference's document, written with the payment unless the order holds it already. */
  claimReference?: boolean;
  /** The order's money version the device saw (0 for none): the payment writes one more. */
  moneyVersionSeen?: number;
}

let payments = 0;

/**
 * A first payment as the console records it: the order's payment fields, one money version past the
 * one seen, and its record in paymentChanges, in one batch, timed by the server.
 */
export function recordPayment(db: ClientDb, orderId: string, paid: StaffPayment) {
  payments += 1;
  const changeId = paid.changeId ?? `payment-${payments}`;
  const batch = writeBatch(db);
  batch.update(doc(db, collections.orders, orderId), {
    payment: paid.payment,
    paymentReference: paid.reference ?? deleteField(),
    paidBy: paid.by,
    paidAt: serverTimestamp(),
    paymentChangeId: changeId,
    moneyVersion: (paid.moneyVersionSeen ?? 0) + 1,
    cashHolder: paid.payment === 'cash' ? paid.by : deleteField(),
    cashSince: paid.payment === 'cash' ? serverTimestamp() : deleteField(),
    ...paid.orderFields,
  });
  batch.set(doc(db, collections.orders, orderId, orderSubcollections.paymentChanges, changeId), {
    payment: paid.payment,
    ...(paid.reference ? { reference: paid.reference } : {}),
    by: paid.by,
    at: serverTimestamp(),
    ...paid.changeFields,
  });
  if (paid.reference && paid.claimReference !== false) {
    batch.set(doc(db, collections.paymentReferences, paymentReferenceKey(paid.reference)), {
      orderId,
      by: paid.by,
      at: serverTimestamp(),
    });
  }
  return batch.commit();
}
