import { useMutation } from '@tanstack/react-query';
import { limit, orderBy, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { productSearch, searchKey } from '@kasuwa/contract/catalogue-search';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { placePhoneOrderResponseSchema, type PlacePhoneOrderResponse } from '@kasuwa/contract/phone-customers';
import { readProduct } from '@kasuwa/contract/records';
import type { PlacePhoneOrderRequest } from '@kasuwa/contract/schemas';
import { functions } from '../../../lib/firebase/functions';
import { readMetered } from '../../../lib/firebase/metered-query';
import type { OrderableProduct } from '../../../components/store/orders/phone-order-form-check';

const productMatches = 8;

/** Products whose title, category or description has the typed word: one query, a few documents. */
export async function findProducts(typed: string): Promise<OrderableProduct[]> {
  const key = searchKey(typed);
  if (!key) return [];
  const found = await readMetered(
    'phone order products',
    collections.products,
    where('searchWords', 'array-contains', key),
    orderBy('time', 'desc'),
    limit(productMatches),
  );
  const keeps = productSearch(typed);
  return found.docs.flatMap((snapshot) => {
    const { title, price, sizes, colors, category, description } = readProduct(snapshot.data());
    if (!title || price === null || !keeps({ title, category, description })) return [];
    return [{ id: snapshot.id, title, price, sizes, colors }];
  });
}

/** placePhoneOrder: the server prices, numbers and writes the order, as staff who took it, and says whom it went to. */
export function usePlacePhoneOrder() {
  return useMutation({
    mutationFn: async (request: PlacePhoneOrderRequest): Promise<PlacePhoneOrderResponse> =>
      placePhoneOrderResponseSchema.parse(
        (await httpsCallable<PlacePhoneOrderRequest, PlacePhoneOrderResponse>(functions, functionNames.placePhoneOrder)(request))
          .data,
      ),
  });
}
