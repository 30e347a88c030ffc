import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListFailure, ListLoading, type ListWhat } from '../staff/list-states';
import { DocumentTitle } from '../page-meta';
import { useStaffText, type ShownText, type StaffTextId } from '../staff/staff-language';
import type { Sourced } from './offline/data-source';
import { NotReadOffline, OfflineNotice } from './offline/offline-notice';

/** A store page: the browser tab's title, the page's heading, which names the section, and its content. */
export function StorePage({ title, children }: { title: ShownText; children: ReactNode }) {
  const headingId = useId();
  const { t } = useStaffText();
  return (
    <section aria-labelledby={headingId}>
      <DocumentTitle title={`${t(title)} — ${t('{brand} Store')}`} />
      <h1 id={headingId} className="store-page-title">
        {t(title)}
      </h1>
      {children}
    </section>
  );
}

interface StoreListProps<Item> {
  /** A read whose data says its source is shown with the offline notice when it came from the device's cache. */
  query: UseQueryResult<Item[]> | UseQueryResult<Sourced<Item[]>>;
  /** What the list holds, plural and lower case: 'orders'. */
  what: ListWhat;
  empty: StaffTextId;
  children: (items: Item[]) => ReactNode;
}

/**
 * A list's states: loading, failed with a retry, empty, or its items; read from the cache, with the
 * offline notice, and never empty for a list the device has not read (it says so instead).
 */
export function StoreList<Item>({ query, what, empty, children }: StoreListProps<Item>) {
  const { t } = useStaffText();
  if (query.isPending) return <ListLoading what={what} />;
  if (query.isError) {
    return (
      <ListFailure
        message={`Failed to load ${what}`}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, source } = Array.isArray(query.data)
    ? { items: query.data, source: undefined }
    : { items: query.data.value, source: query.data };
  if (source?.fromCache && items.length === 0) return <NotReadOffline what="list" />;
  if (items.length === 0) return <p className="store-empty store-surface">{t(empty)}</p>;
  return (
    <>
      {source?.fromCache && <OfflineNotice syncedAt={source.syncedAt} />}
      {children(items)}
    </>
  );
}
