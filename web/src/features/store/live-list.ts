import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { getDocs, onSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { logLoadFailure } from './store-lists';
import { meterQuery, meterSnapshot } from '../../lib/firebase/read-meter';

/** A live list's parts; defined once, outside components, so the listener does not restart each render. */
export interface LiveList<Item> {
  key: readonly unknown[];
  /** What the list holds, plural and lower case, for its log lines: 'orders'. */
  what: string;
  /** The query read first and then listened to. */
  source: () => Query;
  /** The records from a snapshot of the query, read through the contract and in the order shown. */
  records: (docs: QueryDocumentSnapshot[]) => Item[];
}

/**
 * A store list kept current: the first read is a react-query query (so it counts for the store's
 * loading flag and has its error and retry), then a listener writes each new snapshot into the same
 * cache entry until the page goes away. A listener that fails is logged and reported as
 * `liveStopped`; `listenAgain` starts a new one, whose first snapshot brings the list up to date.
 * It is not restarted by itself, so a connection that cannot hold a listener is not hammered.
 */
export function useLiveList<Item>(live: LiveList<Item>) {
  const { key, what, source, records } = live;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: key,
    queryFn: () => logLoadFailure(what, async () => records(meterQuery(what, await getDocs(source())).docs)),
    // The listener keeps the list fresh; a fetch on remount would only read it twice.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [liveStopped, setLiveStopped] = useState(false);
  const [listener, nextListener] = useReducer((count: number) => count + 1, 0);
  const loaded = list.isSuccess;

  useEffect(() => {
    if (!loaded) return undefined;
    let first = true;
    return onSnapshot(
      live.source(),
      (snapshot) => {
        meterSnapshot(live.what, snapshot.docChanges().length, first);
        first = false;
        queryClient.setQueryData(live.key, live.records(snapshot.docs));
      },
      (error) => {
        console.error(`The live ${live.what} stopped:`, error);
        setLiveStopped(true);
      },
    );
  }, [loaded, listener, queryClient, live]);

  const listenAgain = useCallback(() => {
    setLiveStopped(false);
    nextListener();
  }, []);

  return { list, liveStopped, listenAgain };
}
