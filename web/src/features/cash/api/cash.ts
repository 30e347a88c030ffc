import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import {
  cashSettingsDocId,
  readCashSettings,
  receiveCashOutputSchema,
  setCashSettingsOutputSchema,
  type CashSettings,
  type ReceiveCashInput,
  type ReceiveCashOutput,
} from '@kasuwa/contract/cash';
import { closeLimits } from '@kasuwa/contract/cash-close';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { readCashInHand, readOrder } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { functions } from '../../../lib/firebase/functions';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';
import type { OrderRecord } from '../../../components/store/orders/order-record';

const heldKey = ['store', 'orders', 'cash-held'] as const;

/**
 * The cash payments one person holds, oldest first: one query on one equality, at most 400 (the close's
 * cap). A hand-over or a close takes them all, so the list is a day's deliveries at most.
 */
export function useCashHeldBy(holder: string) {
  return useQuery({
    queryKey: [...heldKey, holder],
    enabled: Boolean(holder),
    queryFn: () =>
      logLoadFailure('cash held', async () => {
        // Bounded as the close is: past 400 payments held, the close asks for a hand-over first.
        const found = await getDocs(
          query(collection(db, collections.orders), where('cashHolder', '==', holder), limit(closeLimits.maxOrders)),
        );
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

/** The most holders the cash-in-hand list reads: a shop's whole team. */
const holdersShown = 100;

/**
 * Everyone's cash in hand, the longest held first: one small document per person holding cash
 * (cashInHand, kept by functions), never the orders.
 */
export function useCashInHand(enabled = true) {
  return useQuery({
    queryKey: [...heldKey, 'everyone'],
    enabled,
    queryFn: () =>
      logLoadFailure('cash in hand', async () => {
        const found = await getDocs(query(collection(db, collections.cashInHand), limit(holdersShown)));
        return meterQuery('cash in hand', found)
          .docs.map((snapshot) => readCashInHand(snapshot.id, snapshot.data()))
          .filter((held) => held.orders > 0)
          .sort((a, b) => (a.since?.getTime() ?? 0) - (b.since?.getTime() ?? 0));
      }),
  });
}

const settingsKey = ['store', 'cash-settings'] as const;

/** The shop's cash settings as stored, or the defaults: one document. */
export function useCashSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () =>
      logLoadFailure('cash settings', async () => {
        const stored = await getDoc(doc(db, collections.stockSettings, cashSettingsDocId));
        meterReads('cash settings', 1);
        return readCashSettings(stored.data());
      }),
  });
}

/** Saves the rider's amount (setCashSettings, the owner); the settings are read again after. */
export function useSetCashSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CashSettings) =>
      setCashSettingsOutputSchema.parse(
        (await httpsCallable<CashSettings, CashSettings>(functions, functionNames.setCashSettings)(settings)).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
