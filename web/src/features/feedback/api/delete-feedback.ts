import type { InfiniteData } from '@tanstack/react-query';
import { collections } from '@kasuwa/contract/collections';
import { useDeleteDocument } from '../../../lib/firebase/use-delete-document';
import { feedbackKeys } from './feedback-keys';
import type { FeedbackPage } from './list-feedback';

/**
 * Deletes the record only; a function removes its screenshot file when the document goes. The row
 * leaves the pages already loaded; reloading them all would read every page again.
 */
export const useDeleteFeedback = () =>
  useDeleteDocument(collections.feedback, (queryClient, id) =>
    queryClient.setQueriesData<InfiniteData<FeedbackPage>>(
      { queryKey: feedbackKeys.all },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
        },
    ),
  );
