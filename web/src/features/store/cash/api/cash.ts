import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { receiveCashOutputSchema, type ReceiveCashInput, type ReceiveCashOutput } from '@kasuwa/contract/cash';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { readOrder } from '@kasuwa/contract/records';
import { db } from '../../../../lib/firebase/firestore';
import { functions } from '../../../../lib/firebase/functions';
import { meterQuery } from '../../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../store-lists';
import type { OrderRecord } from '../../orders/api/live-orders';

const heldKey = ['store', 'orders', 'cash-held'] as const;

/**
 * The cash payments one person holds, oldest first: one query on one equality. A rider's hand-over at
 * the end of their run takes them all, so the list is a day's deliveries at most.
 */
export function useCashHeldBy(holder: string) {
  return useQuery({
    queryKey: [...heldKey, holder],
    enabled: Boolean(holder),
    queryFn: () =>
      logLoadFailure('cash held', async () => {
        const found = await getDocs(query(collection(db, collections.orders), where('cashHolder', '==', holder)));
        return meterQuery('cash held', found)
          .docs.map((snapshot): OrderRecord => ({ id: snapshot.id, ...readOrder(snapshot.data()) }))
          .sort((a, b) => (a.cashSince?.getTime() ?? 0) - (b.cashSince?.getTime() ?? 0));
      }),
  });
}

/** receiveCash as a mutation: the lists of cash held are read again after. */
export function useReceiveCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReceiveCashInput): Promise<ReceiveCashOutput> =>
      receiveCashOutputSchema.parse(
        (await httpsCallable<ReceiveCashInput, ReceiveCashOutput>(functions, functionNames.receiveCash)(input)).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: heldKey }),
  });
}

/** The most cash payments the cash-in-hand summary reads, oldest first. */
export const cashInHandShown = 200;

/** One person's cash in hand: how much, for how many orders, held since when. */
export interface CashInHand {
  holder: string;
  amount: number;
  orders: number;
  since: Date | undefined;
}

/**
 * Everyone's cash in hand, by person, the longest held first: one query on `cashSince` (the oldest
 * cash payments still held, at most 200), summed on the device.
 */
export function useCashInHand() {
  return useQuery({
    queryKey: [...heldKey, 'everyone'],
    queryFn: () =>
      logLoadFailure('cash in hand', async () => {
        const found = await getDocs(
          query(
            collection(db, collections.orders),
            where('cashSince', '>', new Date(0)),
            orderBy('cashSince'),
            limit(cashInHandShown),
          ),
        );
        const byHolder = new Map<string, CashInHand>();
        for (const snapshot of meterQuery('cash in hand', found).docs) {
          const order = readOrder(snapshot.data());
          if (!order.cashHolder) continue;
          const held = byHolder.get(order.cashHolder) ?? {
            holder: order.cashHolder,
            amount: 0,
            orders: 0,
            since: order.cashSince,
          };
          held.amount += order.total ?? 0;
          held.orders += 1;
          byHolder.set(order.cashHolder, held);
        }
        return { people: [...byHolder.values()], complete: found.size < cashInHandShown };
      }),
  });
}
