import { ListFailure } from '../staff/list-states';
import { useStaffText, type StaffTextId } from '../staff/staff-language';

/** What a list shows more of, as its texts name it: "More {what}", "Loading more {what}…", "Failed to load more {what}". */
type MoreWhat = MoreName<StaffTextId>;
type MoreName<Id> = Id extends `More ${infer What}`
  ? `Loading more ${What}…` extends StaffTextId
    ? `Failed to load more ${What}` extends StaffTextId
      ? What
      : never
    : never
  : never;

/** Where a list read a page at a time stands with its next page (useLivePages gives exactly this). */
interface NextPageState {
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The next page of a list read with react-query's useInfiniteQuery, as NextPage takes it. */
export function infiniteNextPage(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}): NextPageState {
  return {
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.fetchNextPage(),
  };
}

/** Below a list read a page at a time: "More orders", or why the next page did not load and a way to try again. */
export function NextPage({ what, list }: { what: MoreWhat; list: NextPageState }) {
  const { t } = useStaffText();
  if (list.moreFailed)
    return <ListFailure message={`Failed to load more ${what}`} retrying={list.loadingMore} onRetry={list.retry} />;
  if (!list.hasMore) return null;
  return (
    <button
      type="button"
      className="admin-button admin-button--secondary store-more"
      disabled={list.loadingMore}
      onClick={list.loadMore}
    >
      {list.loadingMore ? t(`Loading more ${what}…`) : t(`More ${what}`)}
    </button>
  );
}
