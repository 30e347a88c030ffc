import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteField, doc, updateDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../../lib/firebase/firestore';
import { productBodyOf, type ProductFields } from './product-document';
import { productKeys } from './product-keys';

interface ProductUpdate {
  id: string;
  fields: ProductFields;
  /** The stored `date`, which the whole document must still satisfy. */
  date: string;
}

/**
 * `time` and `date` are left as they are: they say when the product was put on sale, which the
 * Android app sorts and shows by, and an edit to a typo must not move a product to the top. Images
 * the edit drops lose their files through a function (removeDroppedProductImages).
 */
export async function updateProduct({ id, fields, date }: ProductUpdate): Promise<void> {
  const { thumbnails, ...body } = productBodyOf(fields, date);
  await updateDoc(doc(db, collections.products, id), { ...body, thumbnails: thumbnails ?? deleteField() });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // The edit page reads the product afresh each time it opens (gcTime 0), so only the list is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.list }),
  });
}
