import { collections } from '@kasuwa/contract/collections';
import { useDeleteDocument } from '../../../lib/firebase/use-delete-document';
import { productKeys } from '../../../components/store/product-keys';

/**
 * Deletes the document only; functions remove its files (removeDeletedProductImages) and its stock
 * (removeDeletedProductStock). The list's
 * listener takes the product off the screen; the count is read again.
 */
export const useDeleteProduct = () =>
  useDeleteDocument(collections.products, (queryClient, id) => {
    void queryClient.invalidateQueries({ queryKey: productKeys.count });
    queryClient.removeQueries({ queryKey: productKeys.detail(id) });
  });
