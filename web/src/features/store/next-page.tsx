import { ListFailure } from '../../components/staff/list-states';

interface NextPageProps {
  /** What the list holds, plural and lower case: 'orders'. */
  what: string;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry: () => void;
}

/** Below a list read a page at a time: "More orders", or why the next page did not load and a way to try again. */
export function NextPage({ what, hasMore, loading, failed, onMore, onRetry }: NextPageProps) {
  if (failed) return <ListFailure message={`Failed to load more ${what}`} retrying={loading} onRetry={onRetry} />;
  if (!hasMore) return null;
  return (
    <button type="button" className="admin-button admin-button--secondary store-more" disabled={loading} onClick={onMore}>
      {loading ? `Loading more ${what}…` : `More ${what}`}
    </button>
  );
}
