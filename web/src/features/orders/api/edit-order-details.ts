import { useMutation } from '@tanstack/react-query';
import { deleteField, doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import type { OrderDetailField } from '@kasuwa/contract/order-fields';
import { readOrder } from '@kasuwa/contract/records';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';

/** Someone changed these details since the form showed them: nothing was saved. */
export class OrderDetailsChangedError extends Error {
  override name = 'OrderDetailsChangedError';
  constructor() {
    super('The order details were changed by someone else');
  }
}

export type OrderDetails = Partial<Record<OrderDetailField, string>>;

export interface OrderDetailsEdit {
  orderId: string;
  /** The details as the form showed them: the edit is refused if the stored ones differ. */
  shown: OrderDetails;
  /** The details as staff left them, each saved trimmed; an empty one is removed. */
  edited: OrderDetails;
}

/**
 * Saves an order's details in a transaction, as the signed-in staff member, now: refused with
 * OrderDetailsChangedError when another staff member changed them meanwhile (never overwritten
 * silently); the rules check the fields, their bounds, who and when.
 */
export function useEditOrderDetails() {
  return useMutation({
    mutationFn: ({ orderId, shown, edited }: OrderDetailsEdit) => {
      const staff = auth.currentUser;
      if (!staff) throw new Error('Not signed in');
      const ref = doc(db, collections.orders, orderId);
      return runTransaction(db, async (transaction) => {
        const stored = readOrder((await transaction.get(ref)).data());
        const fields = Object.keys(edited) as OrderDetailField[];
        if (fields.some((field) => (stored[field] ?? '') !== (shown[field] ?? ''))) throw new OrderDetailsChangedError();
        transaction.update(ref, {
          ...Object.fromEntries(fields.map((field) => [field, edited[field]?.trim() || deleteField()])),
          detailsEditedBy: staff.uid,
          detailsEditedAt: serverTimestamp(),
        });
      });
    },
  });
}
