import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../../lib/firebase/firestore';
import { productKeys } from './product-keys';
import type { StoreProduct } from './store-product';

/** Deletes the document only; a function (removeDeletedProductImages) removes its files. */
export async function deleteProduct(id: string): Promise<void> {
  await deleteDoc(doc(db, collections.products, id));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // The product leaves the list already loaded; reading the whole catalogue again is not needed.
    onSuccess: (_result, id) => {
      queryClient.setQueryData<StoreProduct[]>(productKeys.list, (products) => products?.filter((product) => product.id !== id));
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
    },
  });
}
