import { useMutation } from '@tanstack/react-query';
import { deleteField, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import type { PaymentMethod } from '@kasuwa/contract/schemas';
import { auth } from '../../../../lib/firebase/auth';
import { db } from '../../../../lib/firebase/firestore';

export interface PaymentRecord {
  orderId: string;
  payment: PaymentMethod;
  /** The operator's reference of a Mobile Money payment. */
  reference?: string;
}

/** Records how the order was paid, as the signed-in staff member, now (the rules check each part). */
export function useRecordPayment() {
  return useMutation({
    mutationFn: async ({ orderId, payment, reference }: PaymentRecord) => {
      const staff = auth.currentUser;
      if (!staff) throw new Error('Not signed in');
      await updateDoc(doc(db, collections.orders, orderId), {
        payment,
        paymentReference: payment === 'mobile-money' ? reference : deleteField(),
        paidBy: staff.uid,
        paidAt: serverTimestamp(),
      });
    },
  });
}
