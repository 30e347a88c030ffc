import { useRef } from 'react';
import type { FeedbackFilter } from '../api/feedback-keys';
import { useFeedbackList, type FeedbackItem } from '../api/list-feedback';
import { FeedbackTable } from './feedback-table';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';
import { StaffMessage } from '../../../components/staff/staff-message';

/** The table in its states: loading, failed, empty, or rows with "Load more" while pages remain. */
export function FeedbackList({
  filter,
  deletingId,
  onDelete,
}: {
  filter: FeedbackFilter;
  deletingId: string | null;
  onDelete: (item: FeedbackItem, afterDelete: () => void) => void;
}) {
  const list = useFeedbackList(filter);
  const region = useRef<HTMLDivElement>(null);
  const { t } = useStaffText();

  if (list.isPending) return <ListLoading what="feedback" />;
  if (list.isError) {
    return <ListFailure message="Failed to load feedback" onRetry={() => list.refetch()} retrying={list.isRefetching} />;
  }

  const items = list.data.pages.flatMap((page) => page.items);
  return (
    <>
      {items.length === 0 ? (
        <p className="feedback-empty">{t(filter === 'all' ? 'No feedback yet.' : 'No feedback of this type.')}</p>
      ) : (
        <FeedbackTable
          items={items}
          deletingId={deletingId}
          // The deleted row's button goes away with it; the table keeps the keyboard focus nearby.
          onDelete={(item) => onDelete(item, () => region.current?.focus())}
          regionRef={region}
        />
      )}
      {list.isFetchNextPageError && <StaffMessage notice={{ text: 'Failed to load feedback', tone: 'error' }} />}
      {list.hasNextPage && (
        <button
          type="button"
          className="admin-button admin-button--secondary feedback-more"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t(list.isFetchingNextPage ? 'Loading…' : 'Load more')}
        </button>
      )}
    </>
  );
}
