import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../lib/firebase/firestore';
import { feedbackKeys } from './feedback-keys';
import type { FeedbackPage } from './list-feedback';

/** Deletes the record only; a function removes its screenshot file when the document goes. */
export async function deleteFeedback(id: string): Promise<void> {
  await deleteDoc(doc(db, collections.feedback, id));
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    // The row leaves the pages already loaded; reloading them all would read every page again.
    onSuccess: (_result, id) =>
      queryClient.setQueriesData<InfiniteData<FeedbackPage>>(
        { queryKey: feedbackKeys.all },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
          },
      ),
  });
}
