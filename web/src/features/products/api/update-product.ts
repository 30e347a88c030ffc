import { useMutation, useQueryClient } from '@tanstack/react-query';
import { db } from '../../../lib/firebase/firestore';
import { productKeys } from '../../../components/store/product-keys';
import { saveProductEdit, type ProductEdit } from './save-product-edit';

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProductEdit) => saveProductEdit(db, edit),
    // The edit page reads the product afresh each time it opens (gcTime 0) and the list listens: only a
    // new category can be missing from the suggestions.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.categories }),
  });
}
