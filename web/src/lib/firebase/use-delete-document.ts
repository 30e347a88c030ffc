import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore';
import { db } from './firestore';

/**
 * Deletes a document of `collection` by id, then lets the caller take it out of what is loaded
 * (`forget`), rather than reading every list again. Functions remove the files a document named.
 */
export function useDeleteDocument(collection: string, forget: (queryClient: QueryClient, id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDoc(doc(db, collection, id)),
    onSuccess: (_result, id) => forget(queryClient, id),
  });
}
