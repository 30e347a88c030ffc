import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Timestamp, deleteField, doc, updateDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { normaliseProductDates } from '@kasuwa/contract/schemas';
import { db } from '../../../../lib/firebase/firestore';
import { productBodyOf, type ProductFields } from './product-document';
import { productKeys } from './product-keys';
import type { StoreProduct } from './store-product';

interface ProductUpdate {
  id: string;
  fields: ProductFields;
  savedDates: StoreProduct['savedDates'];
}

/**
 * `time` and `date` are left as they are: they say when the product was put on sale, which the
 * Android app sorts and shows by, and an edit to a typo must not move a product to the top. A product
 * saved before the rules' shapes (no `time`, a `date` like 2024-03-05) gets both normalised, keeping
 * their instant, since the rules check the whole document. Images the edit drops lose their files
 * through a function (removeDroppedProductImages).
 */
export async function updateProduct({ id, fields, savedDates }: ProductUpdate): Promise<void> {
  const dates = normaliseProductDates(savedDates.time, savedDates.date, Date.now());
  const { thumbnails, ...body } = productBodyOf(fields, dates.date);
  await updateDoc(doc(db, collections.products, id), {
    ...body,
    thumbnails: thumbnails ?? deleteField(),
    ...(dates.changed.time && { time: Timestamp.fromMillis(dates.timeMillis) }),
    ...(dates.changed.date && { date: dates.date }),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // The edit page reads the product afresh each time it opens (gcTime 0), so only the list is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.list }),
  });
}
