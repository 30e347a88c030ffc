import { collections } from '@kasuwa/contract/collections';
import { useDeleteDocument } from '../../../../lib/firebase/use-delete-document';
import { productKeys } from './product-keys';
import type { StoreProduct } from './store-product';

/**
 * Deletes the document only; a function (removeDeletedProductImages) removes its files. The product
 * leaves the list already loaded; reading the whole catalogue again is not needed.
 */
export const useDeleteProduct = () =>
  useDeleteDocument(collections.products, (queryClient, id) => {
    queryClient.setQueryData<StoreProduct[]>(productKeys.list, (products) => products?.filter((product) => product.id !== id));
    queryClient.removeQueries({ queryKey: productKeys.detail(id) });
  });
