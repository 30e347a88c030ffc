import { collections } from '@kasuwa/contract/collections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { functionNames } from '@kasuwa/contract/functions';
import { setStockOutputSchema, type SetStockInput, type SetStockOutput } from '@kasuwa/contract/stock';
import { db } from '../../../lib/firebase/firestore';
import { functions } from '../../../lib/firebase/functions';
import { meterQuery } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';
import { stockKeys, toStockRecords } from './stock-records';

/** The product's counted variants: one query, a document per variant counted. */
export function useProductStock(productId: string) {
  return useQuery({
    queryKey: stockKeys.product(productId),
    queryFn: () =>
      logLoadFailure('stock', async () => {
        const found = await getDocs(query(collection(db, collections.stock), where('productId', '==', productId)));
        return toStockRecords(meterQuery('stock', found).docs);
      }),
    staleTime: 0,
  });
}

/**
 * Sets units of some variants of a product (setStock); once saved, its stock and the low-stock list are
 * read again. A refusal reads nothing again: the form keeps what staff typed, and says why.
 */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetStockInput) =>
      setStockOutputSchema.parse(
        (await httpsCallable<SetStockInput, SetStockOutput>(functions, functionNames.setStock)(input)).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
