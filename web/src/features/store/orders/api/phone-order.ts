import { useMutation } from '@tanstack/react-query';
import { limit, orderBy, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { productSearch, searchKey } from '@kasuwa/contract/catalogue-search';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import {
  findPhoneCustomersOutputSchema,
  linkPhoneOrdersOutputSchema,
  placePhoneOrderResponseSchema,
  type FindPhoneCustomersInput,
  type FindPhoneCustomersOutput,
  type LinkPhoneOrdersInput,
  type LinkPhoneOrdersOutput,
  type PlacePhoneOrderResponse,
} from '@kasuwa/contract/phone-customers';
import { readProduct } from '@kasuwa/contract/records';
import type { PlacePhoneOrderRequest } from '@kasuwa/contract/schemas';
import { functions } from '../../../../lib/firebase/functions';
import { readMetered } from '../../../../lib/firebase/metered-query';

/** A product as the phone order form offers it: what to choose and its price now (the server prices again). */
export interface OrderableProduct {
  id: string;
  title: string;
  price: number;
  sizes: string[];
  colors: string[];
}

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

/**
 * Every account that claims this number in its shop user record, with what staff need to judge it,
 * and the one a phone order would attach to (findPhoneCustomers: the server reads Auth, which the
 * console cannot).
 */
export async function findPhoneCustomers(phone: string): Promise<FindPhoneCustomersOutput> {
  return findPhoneCustomersOutputSchema.parse(
    (
      await httpsCallable<FindPhoneCustomersInput, FindPhoneCustomersOutput>(
        functions,
        functionNames.findPhoneCustomers,
      )({ phone: phone.trim() })
    ).data,
  );
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

/** linkPhoneOrders: the number's orders given to one account, deliberately, as staff; answers how many moved. */
export function useLinkPhoneOrders() {
  return useMutation({
    mutationFn: async (input: LinkPhoneOrdersInput): Promise<LinkPhoneOrdersOutput> =>
      linkPhoneOrdersOutputSchema.parse(
        (await httpsCallable<LinkPhoneOrdersInput, LinkPhoneOrdersOutput>(functions, functionNames.linkPhoneOrders)(input)).data,
      ),
  });
}
