import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readOrder } from '@kasuwa/contract/records';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { meterQuery } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';
import type { OrderRecord } from '../../../components/store/orders/order-record';

export const myRunKey = ['store', 'orders', 'my-run'] as const;

/**
 * The signed-in rider's run of `day`, in delivery order: one query on two equalities (the rules let a
 * rider list only their own run of today), a read per order of the run, sorted on the phone.
 */
export function useMyRun(day: string) {
  const uid = auth.currentUser?.uid;
  return useQuery({
    queryKey: [...myRunKey, uid, day],
    enabled: Boolean(uid),
    queryFn: () =>
      logLoadFailure('delivery run', async () => {
        const found = await getDocs(
          query(collection(db, collections.orders), where('riderId', '==', uid), where('runDay', '==', day)),
        );
        return meterQuery('delivery run', found)
          .docs.map((snapshot): OrderRecord => ({ id: snapshot.id, ...readOrder(snapshot.data()) }))
          .sort((a, b) => (a.runPosition ?? Number.MAX_SAFE_INTEGER) - (b.runPosition ?? Number.MAX_SAFE_INTEGER));
      }),
  });
}
