import { useMutation, useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, orderBy, query, serverTimestamp, writeBatch } from 'firebase/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readOrderPaymentChange, type StoredOrderPaymentChange } from '@kasuwa/contract/records';
import { paymentReferenceKey, type PaymentMethod } from '@kasuwa/contract/order-statuses';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../store-lists';
import { sendOrQueue } from '../offline/send-or-queue';

export interface PaymentRecord {
  orderId: string;
  payment: PaymentMethod;
  /** The operator's reference of a Mobile Money payment. */
  reference?: string;
  /** The order's money version as the device saw it (0 for none): the rules refuse the payment once it moved. */
  moneyVersion: number;
  /** The order's number as staff know it, for the list of unsent actions (the id when it has none). */
  label?: string;
}

/** The reference is already recorded on another order (`orderId`): one reference pays one order. */
export class ReferenceTakenError extends Error {
  constructor(readonly orderId: string) {
    super(`This Mobile Money reference is already recorded on order ${orderId}`);
    this.name = 'ReferenceTakenError';
  }
}

const referenceDoc = (key: string) => doc(db, collections.paymentReferences, key);

/**
 * Which order holds the reference's key now, if any (one read); undefined offline when the device has
 * not read it: the rules still refuse a reference another order holds, when the payment arrives.
 */
async function holderOf(key: string): Promise<string | null | undefined> {
  try {
    const held = await getDoc(referenceDoc(key));
    meterReads('payment reference', 1);
    const orderId: unknown = held.get('orderId');
    return typeof orderId === 'string' ? orderId : null;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'unavailable') throw error;
    return undefined;
  }
}

/**
 * Records the order's first payment, as the signed-in staff member, now: the order's payment fields
 * (with its money version moved on from the one the device saw) and the payment's record in its
 * paymentChanges, in one batch (the rules check each part, and that both say the same). A Mobile Money
 * reference is claimed for the order in the same batch (`paymentReferences`): a reference another order
 * holds is refused, here with its order, and by the rules whatever the race. A correction is the
 * server's (useCorrectPayment).
 */
export function useRecordPayment() {
  return useMutation({
    mutationFn: async ({ orderId, payment, reference, moneyVersion, label }: PaymentRecord) => {
      const staff = auth.currentUser;
      if (!staff) throw new Error('Not signed in');
      const order = doc(db, collections.orders, orderId);
      const change = doc(collection(order, orderSubcollections.paymentChanges));
      const batch = writeBatch(db);
      const key = payment === 'mobile-money' && reference ? paymentReferenceKey(reference) : '';
      if (key) {
        const holder = await holderOf(key);
        if (holder && holder !== orderId) throw new ReferenceTakenError(holder);
        if (holder !== orderId) batch.set(referenceDoc(key), { orderId, by: staff.uid, at: serverTimestamp() });
      }
      batch.update(order, {
        payment,
        ...(payment === 'mobile-money' && { paymentReference: reference }),
        paidBy: staff.uid,
        paidAt: serverTimestamp(),
        paymentChangeId: change.id,
        moneyVersion: moneyVersion + 1,
        // Whoever records cash holds it from now; Mobile Money is in the shop's account.
        ...(payment === 'cash' && { cashHolder: staff.uid, cashSince: serverTimestamp() }),
      });
      batch.set(change, {
        payment,
        ...(payment === 'mobile-money' && reference && { reference }),
        by: staff.uid,
        ...(staff.email && { byEmail: staff.email }),
        at: serverTimestamp(),
      });
      const action = {
        id: change.id,
        kind: 'payment' as const,
        orderId,
        label: label ?? orderId,
        payment,
        proof: change.path,
        at: Date.now(),
      };
      try {
        return await sendOrQueue(staff.uid, action, batch.commit());
      } catch (error) {
        // Another order may have claimed the reference between the read and the write: say which.
        const holder = key
          ? await holderOf(key).catch((readError: unknown) => {
              console.error('Could not read which order holds the reference:', readError);
              return null;
            })
          : null;
        if (holder && holder !== orderId) throw new ReferenceTakenError(holder);
        throw error;
      }
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
