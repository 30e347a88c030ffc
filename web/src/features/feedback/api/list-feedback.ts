import { useInfiniteQuery } from '@tanstack/react-query';
import { limit, orderBy, startAfter, where, type QueryConstraint, type QueryDocumentSnapshot } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readFeedback, type StoredFeedback } from '@kasuwa/contract/records';
import { feedbackKeys, type FeedbackFilter } from './feedback-keys';
import { readMetered } from '../../../lib/firebase/metered-query';

export const feedbackPageSize = 20;

/** A feedback record as the table shows it. The Android app may leave userId, screenshot and date out. */
export type FeedbackItem = StoredFeedback & { id: string };

export interface FeedbackPage {
  items: FeedbackItem[];
  /** Where the next page starts, or null on the last page. */
  next: QueryDocumentSnapshot | null;
}

const toItem = (snapshot: QueryDocumentSnapshot): FeedbackItem => ({ id: snapshot.id, ...readFeedback(snapshot.data()) });

/**
 * One page, newest first by `listedAt`, which functions stamp on every record (createdAt may be
 * absent). One record more than a page is read to learn whether another page exists.
 */
export async function listFeedback(filter: FeedbackFilter, after: QueryDocumentSnapshot | null): Promise<FeedbackPage> {
  const constraints: QueryConstraint[] = [];
  if (filter !== 'all') constraints.push(where('feedbackType', '==', filter));
  constraints.push(orderBy('listedAt', 'desc'));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(feedbackPageSize + 1));
  const { docs } = await readMetered('feedback', collections.feedback, ...constraints);
  const page = docs.slice(0, feedbackPageSize);
  return {
    items: page.map(toItem),
    next: docs.length > feedbackPageSize ? (page[page.length - 1] ?? null) : null,
  };
}

export function useFeedbackList(filter: FeedbackFilter) {
  return useInfiniteQuery({
    queryKey: feedbackKeys.list(filter),
    queryFn: ({ pageParam }) => listFeedback(filter, pageParam),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (last) => last.next ?? undefined,
    // A filter left behind is dropped, so coming back to it starts again at its first page.
    gcTime: 0,
  });
}
