import { useMutation, useQuery } from '@tanstack/react-query';
import { collection, deleteField, doc, getDocs, orderBy, query, serverTimestamp, writeBatch } from 'firebase/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readOrderPaymentChange, type StoredOrderPaymentChange } from '@kasuwa/contract/records';
import type { PaymentMethod } from '@kasuwa/contract/schemas';
import { auth } from '../../../../lib/firebase/auth';
import { db } from '../../../../lib/firebase/firestore';
import { meterQuery } from '../../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../store-lists';

export interface PaymentRecord {
  orderId: string;
  payment: PaymentMethod;
  /** The operator's reference of a Mobile Money payment. */
  reference?: string;
}

/**
 * Records how the order was paid, as the signed-in staff member, now: the order's payment fields and
 * the payment's record in its paymentChanges, in one batch (the rules check each part, and that both
 * say the same), so a correction keeps the payment before it.
 */
export function useRecordPayment() {
  return useMutation({
    mutationFn: async ({ orderId, payment, reference }: PaymentRecord) => {
      const staff = auth.currentUser;
      if (!staff) throw new Error('Not signed in');
      const order = doc(db, collections.orders, orderId);
      const change = doc(collection(order, orderSubcollections.paymentChanges));
      const batch = writeBatch(db);
      batch.update(order, {
        payment,
        paymentReference: payment === 'mobile-money' ? reference : deleteField(),
        paidBy: staff.uid,
        paidAt: serverTimestamp(),
        paymentChangeId: change.id,
      });
      batch.set(change, {
        payment,
        ...(payment === 'mobile-money' && reference && { reference }),
        by: staff.uid,
        ...(staff.email && { byEmail: staff.email }),
        at: serverTimestamp(),
      });
      await batch.commit();
    },
  });
}

export type PaymentChangeRecord = StoredOrderPaymentChange & { id: string };

/**
 * Every payment recorded for the order, oldest first. Keyed by the last one, which the live order
 * brings: a payment recorded from another device reads the history again.
 */
export function usePaymentHistory(orderId: string, lastChangeId: string | undefined) {
  return useQuery({
    queryKey: ['store', 'orders', orderId, 'payments', lastChangeId ?? null],
    enabled: lastChangeId !== undefined,
    queryFn: () =>
      logLoadFailure('payment history', async () => {
        const changes = collection(db, collections.orders, orderId, orderSubcollections.paymentChanges);
        const { docs } = meterQuery('payment history', await getDocs(query(changes, orderBy('at'))));
        return docs.map((change): PaymentChangeRecord => ({ id: change.id, ...readOrderPaymentChange(change.data()) }));
      }),
  });
}
