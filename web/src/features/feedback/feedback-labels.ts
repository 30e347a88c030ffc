import { verbatim, type ShownText, type StaffTextId } from '../../components/staff/staff-language';
import type { FeedbackFilter } from './api/feedback-keys';
import '../../components/staff/staff-text-fr-people';

export const filterOptions: { value: FeedbackFilter; label: StaffTextId }[] = [
  { value: 'all', label: 'All' },
  { value: 'bug', label: 'Bug' },
  { value: 'suggestion', label: 'Suggestion' },
  { value: 'rating', label: 'Rating' },
];

/** The type as the table shows it; a type this page does not know yet is shown as stored. */
export function typeLabel(feedbackType: string): ShownText {
  return filterOptions.find((option) => option.value === feedbackType)?.label ?? verbatim(feedbackType);
}

export const pageTitle: StaffTextId = 'Feedback — {brand}';
