import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { productDate } from '@kasuwa/contract/schemas';
import { db } from '../../../lib/firebase/firestore';
import { productBodyOf, type ProductFields } from './product-document';
import { productKeys } from '../../../components/store/product-keys';

/** Adds the product; Firestore chooses its id, which is the product's id. */
export async function addProduct(fields: ProductFields): Promise<string> {
  const date = productDate(new Date());
  const body = productBodyOf(fields, date);
  const created = await addDoc(collection(db, collections.products), { ...body, time: serverTimestamp(), date, version: 1 });
  return created.id;
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.count }),
        queryClient.invalidateQueries({ queryKey: productKeys.categories }),
      ]),
  });
}
