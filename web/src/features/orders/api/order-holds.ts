import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { orderHoldsDocId, readOrderHolds, setOrderHoldsOutputSchema, type OrderHolds } from '@kasuwa/contract/order-holds';
import { readOrder } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { functions } from '../../../lib/firebase/functions';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';
import type { OrderRecord } from '../../../components/store/orders/order-record';

const holdKeys = {
  settings: ['store', 'order-holds', 'settings'] as const,
  lapsing: ['store', 'order-holds', 'lapsing'] as const,
};

/** The dashboard lists this many unconfirmed orders, the first to lapse first. */
export const lapsingShown = 10;

/** The shop's order holds as stored, or the defaults: one document. */
export function useOrderHolds() {
  return useQuery({
    queryKey: holdKeys.settings,
    queryFn: () =>
      logLoadFailure('order holds', async () => {
        const stored = await getDoc(doc(db, collections.stockSettings, orderHoldsDocId));
        meterReads('order holds', 1);
        return readOrderHolds(stored.data());
      }),
  });
}

/**
 * The unconfirmed orders whose hold ends first (only orders the shopper placed hold: phone orders
 * have no end): at most `lapsingShown` reads when the dashboard opens; the time left counts down on
 * the device, without reading again.
 */
export function useLapsingOrders() {
  return useQuery({
    queryKey: holdKeys.lapsing,
    queryFn: () =>
      logLoadFailure('orders about to lapse', async () => {
        const found = await getDocs(
          query(collection(db, collections.orders), where('status', '==', 'new'), orderBy('holdUntil'), limit(lapsingShown)),
        );
        return meterQuery('orders about to lapse', found).docs.map((snapshot): OrderRecord => ({
          id: snapshot.id,
          ...readOrder(snapshot.data()),
        }));
      }),
  });
}

/** Saves the three settings (setOrderHolds, staff now); they are read again after. */
export function useSetOrderHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (holds: OrderHolds) =>
      setOrderHoldsOutputSchema.parse(
        (await httpsCallable<OrderHolds, OrderHolds>(functions, functionNames.setOrderHolds)(holds)).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdKeys.settings }),
  });
}
