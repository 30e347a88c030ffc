import type { FeedbackType } from '@kasuwa/contract/roles';

export type FeedbackFilter = 'all' | FeedbackType;

/** react-query keys of the feedback list, one list per filter. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (filter: FeedbackFilter) => ['feedback', filter] as const,
};
