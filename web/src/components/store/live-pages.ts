import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onSnapshot, type Query, type QueryDocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import { useLiveLoad } from './live-loads';
import { meterSnapshot } from '../../lib/firebase/read-meter';
import { lastSynced, markSynced } from './offline/last-synced';

/** A paged live list's parts; made once per filter (useMemo), as a new one starts the list again. */
export interface LivePages<Item> {
  /** What the list holds, plural and lower case, for its log lines: 'orders'. */
  what: string;
  /** The list with its filter, as the device keeps the time of its last read from the server. */
  key: string;
  pageSize: number;
  /** The page that starts after `after` (the first page when null), limited to pageSize. */
  page: (after: QueryDocumentSnapshot | null) => Query;
  /**
   * A document's place in the pages' order, larger first (newestBy for a timestamp field, newest
   * first): it tells which documents fell off a page's end.
   */
  position: (document: QueryDocumentSnapshot) => number;
  /** A document read through the contract; null leaves it out of the list. */
  record: (document: QueryDocumentSnapshot) => Item | null;
}

/**
 * The documents a page shows after a snapshot. A full page whose documents moved down (newer ones
 * came in at the top) drops its oldest from the query's result; they stay in view, since the next
 * page starts after them. A document that left the result for another reason (a status filter it no
 * longer matches) is newer than the page's new end, and goes.
 */
export function keptInView(
  shown: readonly QueryDocumentSnapshot[],
  arrived: readonly QueryDocumentSnapshot[],
  pageSize: number,
  position: (document: QueryDocumentSnapshot) => number,
): QueryDocumentSnapshot[] {
  const last = arrived.at(-1);
  if (arrived.length < pageSize || !last) return [...arrived];
  const end = position(last);
  const present = new Set(arrived.map((document) => document.id));
  return [...arrived, ...shown.filter((document) => !present.has(document.id) && position(document) < end)];
}

/** The position of pages ordered by a timestamp field, newest first: its time as stored, 0 when it has none. */
export const newestBy = (field: string) => (document: QueryDocumentSnapshot) =>
  (document.get(field) as { toMillis?: () => number } | undefined)?.toMillis?.() ?? 0;

interface Page {
  after: QueryDocumentSnapshot | null;
  /** Bumped to read the page again (Try again, live again). */
  generation: number;
  documents?: QueryDocumentSnapshot[];
  /** The page's latest snapshot came from the device's cache (offline, or not yet heard from the server). */
  fromCache?: boolean;
  failure?: unknown;
}

const firstPage = (): Page[] => [{ after: null, generation: 0 }];

interface Pages<Item> {
  spec: LivePages<Item>;
  pages: Page[];
  /** Counts the changes seen after the pages' first snapshots. */
  revision: number;
}

/**
 * A list read a page at a time and kept current: each page is a listener on its own window (the
 * first page sees new documents arrive at the top), so staff see others' changes to what is on
 * screen, and opening the list reads one page, never the collection. A listener that fails after
 * its first snapshot is logged and reported as `liveStopped`; it is not restarted by itself, so a
 * connection that cannot hold one is not hammered with reads.
 */
export function useLivePages<Item>(spec: LivePages<Item>) {
  const [state, setState] = useState<Pages<Item>>({ spec, pages: firstPage(), revision: 0 });
  const [liveStopped, setLiveStopped] = useState(false);
  const current = state.spec === spec ? state : { spec, pages: firstPage(), revision: 0 };
  if (state.spec !== spec) setState(current);
  const { pages } = current;
  const listeners = useRef(new Map<string, { spec: LivePages<Item>; stop: Unsubscribe }>());

  useEffect(() => {
    const wanted = new Set(pages.map((page, index) => `${index}:${page.generation}`));
    for (const [id, listener] of listeners.current) {
      if (listener.spec !== spec || !wanted.has(id)) {
        listener.stop();
        listeners.current.delete(id);
      }
    }
    pages.forEach((page, index) => {
      const id = `${index}:${page.generation}`;
      if (listeners.current.has(id) || page.failure !== undefined) return;
      const update = (change: (page: Page) => Page, revised = false) =>
        setState((previous) =>
          previous.spec !== spec || previous.pages[index]?.generation !== page.generation
            ? previous
            : {
                spec,
                pages: previous.pages.map((candidate, at) => (at === index ? change(candidate) : candidate)),
                revision: previous.revision + (revised ? 1 : 0),
              },
        );
      let received = false;
      let heardFromServer = false;
      let lastFromCache: boolean | undefined;
      const stop = onSnapshot(
        spec.page(page.after),
        // Metadata changes too: the move from the cache to the server's answer (and back) changes
        // nothing else, and the list says which one it shows.
        { includeMetadataChanges: true },
        (snapshot) => {
          const { fromCache } = snapshot.metadata;
          const changes = snapshot.docChanges().length;
          // A write of this device acknowledged changes only its pending flag: nothing to show.
          if (received && changes === 0 && fromCache === lastFromCache) return;
          lastFromCache = fromCache;
          // What comes from the device's cache is not billed; the server's first answer then bills
          // only what changed since the cache was filled (a resumed listener).
          if (!fromCache) {
            meterSnapshot(spec.what, changes, !heardFromServer && !received);
            heardFromServer = true;
            if (index === 0) markSynced(spec.key);
          }
          const revised = received && changes > 0;
          received = true;
          update(
            (shown) => ({
              ...shown,
              fromCache,
              documents: keptInView(shown.documents ?? [], snapshot.docs, spec.pageSize, spec.position),
            }),
            revised,
          );
        },
        (error) => {
          // Firestore has ended the listener; stopping it too lets go of it everywhere.
          listeners.current.get(id)?.stop();
          if (received) {
            // Kept as a stopped listener, so that nothing starts it again but a retry (a new generation).
            listeners.current.set(id, { spec, stop: () => undefined });
            console.error(`The live ${spec.what} stopped:`, error);
            setLiveStopped(true);
            return;
          }
          listeners.current.delete(id);
          console.error(`Loading the ${spec.what} failed:`, error);
          update((shown) => ({ ...shown, failure: error }));
        },
      );
      listeners.current.set(id, { spec, stop });
    });
  }, [pages, spec]);

  useEffect(() => {
    const open = listeners.current;
    return () => {
      for (const listener of open.values()) listener.stop();
      open.clear();
    };
  }, []);

  const lastPage = pages.at(-1);
  const loading = pages.some((page) => page.documents === undefined && page.failure === undefined);
  useLiveLoad(loading);

  const items = useMemo(() => {
    const seen = new Set<string>();
    const list: Item[] = [];
    for (const page of pages) {
      for (const document of page.documents ?? []) {
        if (seen.has(document.id)) continue;
        seen.add(document.id);
        const item = spec.record(document);
        if (item !== null) list.push(item);
      }
    }
    return list;
  }, [pages, spec]);

  const loadMore = useCallback(() => {
    setState((previous) => {
      const last = previous.pages.at(-1)?.documents?.at(-1);
      if (!last) return previous;
      return { ...previous, pages: [...previous.pages, { after: last, generation: 0 }] };
    });
  }, []);

  /** Reads again every page that failed, or every page when the live updates stopped (keeping what they show). */
  const retry = useCallback(() => {
    const everyPage = liveStopped;
    setLiveStopped(false);
    setState((previous) => ({
      ...previous,
      pages: previous.pages.map((page) =>
        everyPage || page.failure !== undefined
          ? { after: page.after, generation: page.generation + 1, documents: page.documents }
          : page,
      ),
    }));
  }, [liveStopped]);

  const fromCache = pages.some((page) => page.fromCache === true);
  return {
    items,
    /** What is shown comes, in part at least, from the device's cache: the network is cut (or not yet answering). */
    fromCache,
    /** When this list was last read from the server on this device (ms), null if never. */
    syncedAt: fromCache ? lastSynced(spec.key) : null,
    /** Offline and empty: the device has not read this list yet, which is not the same as an empty list. */
    unread: pages[0]?.fromCache === true && pages[0].documents?.length === 0,
    /** Changes with every change seen on screen after the first read: figures shown beside the list follow it. */
    revision: current.revision,
    /** Nothing shown yet: the first page is still being read. */
    pending: pages[0]?.documents === undefined && pages[0]?.failure === undefined,
    failedFirst: pages[0]?.failure !== undefined,
    loadingMore: pages.length > 1 && lastPage?.documents === undefined && lastPage?.failure === undefined,
    moreFailed: pages.length > 1 && lastPage?.failure !== undefined,
    /** The last page was full when read: there may be more. */
    hasMore: (lastPage?.documents?.length ?? 0) >= spec.pageSize,
    loadMore,
    retry,
    liveStopped,
  };
}
