import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { orderLimits } from '@kasuwa/contract/limits';
import { readOrder } from '@kasuwa/contract/records';
import { runStatuses } from '@kasuwa/contract/order-workflow';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { meterQuery } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';
import { readMetered } from '../../../lib/firebase/metered-query';
import type { OrderRecord } from '../../../components/store/orders/order-record';

const unfinishedKey = ['store', 'orders', 'unfinished-runs'] as const;
/** The most unfinished stops the dashboard reads, the oldest first: more than a shop's riders leave in a day. */
const unfinishedShown = 20;

/** Stops of earlier days' runs not delivered yet (confirmed, out or failed), oldest day first. */
export function useUnfinishedRuns() {
  return useQuery({
    queryKey: unfinishedKey,
    queryFn: () =>
      logLoadFailure('unfinished runs', async () => {
        const found = await getDocs(
          query(
            collection(db, collections.orders),
            where('status', 'in', [...runStatuses]),
            where('runDay', '<', shopDay(new Date())),
            orderBy('runDay'),
            limit(unfinishedShown),
          ),
        );
        return meterQuery('unfinished runs', found).docs.map((snapshot): OrderRecord => ({
          id: snapshot.id,
          ...readOrder(snapshot.data()),
        }));
      }),
  });
}

/**
 * A rider's unfinished stops put at the end of their run of today, in the order they had: today's run
 * is read first (one query on two equalities) for its last place. One batch: all or none.
 */
async function carryOver({ riderId, orderIds }: { riderId: string; orderIds: string[] }): Promise<number> {
  const staff = auth.currentUser;
  if (!staff) throw new Error('Not signed in');
  const today = shopDay(new Date());
  const run = await readMetered(
    'run of today',
    collections.orders,
    where('riderId', '==', riderId),
    where('runDay', '==', today),
  );
  const last = run.docs.reduce((highest, order) => Math.max(highest, Number(order.get('runPosition')) || 0), 0);
  const batch = writeBatch(db);
  orderIds.forEach((orderId, at) => {
    batch.update(doc(db, collections.orders, orderId), {
      riderId,
      runDay: today,
      runPosition: Math.min(last + at + 1, orderLimits.runLength),
      assignedBy: staff.uid,
      assignedAt: serverTimestamp(),
    });
  });
  await batch.commit();
  return orderIds.length;
}

/** carryOver as a mutation; the order lists are read again after. */
export function useCarryOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: carryOver,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['store', 'orders'] }),
  });
}
