import { collections } from '@kasuwa/contract/collections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { functionNames } from '@kasuwa/contract/functions';
import {
  defaultLowStockAt,
  setLowStockDefaultOutputSchema,
  stockSettingsDocId,
  stockSettingsSchema,
  type SetLowStockDefaultInput,
  type SetLowStockDefaultOutput,
} from '@kasuwa/contract/stock';
import { db } from '../../../lib/firebase/firestore';
import { functions } from '../../../lib/firebase/functions';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';
import { stockKeys, toStockRecords } from './stock-records';

/** The dashboard lists this many variants, the lowest first: what a morning's restocking needs. */
export const lowStockShown = 20;

/** The variants low on stock (their `low` kept by the server), lowest first: at most `lowStockShown` reads. */
export function useLowStock() {
  return useQuery({
    queryKey: stockKeys.low,
    queryFn: () =>
      logLoadFailure('low stock', async () => {
        const found = await getDocs(
          query(collection(db, collections.stock), where('low', '==', true), orderBy('available'), limit(lowStockShown)),
        );
        return toStockRecords(meterQuery('low stock', found).docs);
      }),
  });
}

/** The shop-wide low-stock threshold: one document. */
export function useShopLowAt() {
  return useQuery({
    queryKey: stockKeys.settings,
    queryFn: () =>
      logLoadFailure('stock settings', async () => {
        const stored = await getDoc(doc(db, collections.stockSettings, stockSettingsDocId));
        meterReads('stock settings', 1);
        return stockSettingsSchema.safeParse(stored.data()).data?.lowAt ?? defaultLowStockAt;
      }),
  });
}

/** Sets the shop-wide threshold (setLowStockDefault); the list and the threshold are read again after. */
export function useSetLowStockDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetLowStockDefaultInput) =>
      setLowStockDefaultOutputSchema.parse(
        (
          await httpsCallable<SetLowStockDefaultInput, SetLowStockDefaultOutput>(
            functions,
            functionNames.setLowStockDefault,
          )(input)
        ).data,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: stockKeys.settings }),
      ]),
  });
}
