import { useInfiniteQuery } from '@tanstack/react-query';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../lib/firebase/firestore';
import { feedbackKeys, type FeedbackFilter } from './feedback-keys';

export const feedbackPageSize = 20;

/** A feedback record as the table shows it. The Android app may leave userId, screenshot and date out. */
export interface FeedbackItem {
  id: string;
  userId?: string;
  feedbackType: string;
  message: string;
  screenshotUrl?: string;
  createdAt?: Date;
}

export interface FeedbackPage {
  items: FeedbackItem[];
  /** Where the next page starts, or null on the last page. */
  next: QueryDocumentSnapshot | null;
}

const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function toItem(snapshot: QueryDocumentSnapshot): FeedbackItem {
  const data = snapshot.data();
  const createdAt: unknown = data.createdAt;
  return {
    id: snapshot.id,
    userId: optionalText(data.userId),
    feedbackType: String(data.feedbackType ?? ''),
    message: String(data.message ?? ''),
    screenshotUrl: optionalText(data.screenshotUrl),
    createdAt:
      createdAt && typeof (createdAt as { toDate?: unknown }).toDate === 'function'
        ? (createdAt as { toDate: () => Date }).toDate()
        : undefined,
  };
}

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
  const { docs } = await getDocs(query(collection(db, collections.feedback), ...constraints));
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
