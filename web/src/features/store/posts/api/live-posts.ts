import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  collection,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../../lib/firebase/firestore';
import { readPost, type StoredPost } from '@kasuwa/contract/records';
import { logLoadFailure } from '../../store-lists';

/** The feed shows the newest posts only; older ones stay in the app. */
export const postsShown = 50;

const postsKey = ['store', 'posts'] as const;

/** A document of the posts collection ({product}Posts) as the store admin shows it. */
export type PostRecord = StoredPost & { id: string };

const toPost = (snapshot: QueryDocumentSnapshot): PostRecord => ({ id: snapshot.id, ...readPost(snapshot.data()) });

const toPosts = (snapshot: QuerySnapshot) => snapshot.docs.map(toPost);

const newestPosts = () => query(collection(db, collections.posts), orderBy('createdAt', 'desc'), limit(postsShown));

async function loadPosts(): Promise<PostRecord[]> {
  return toPosts(await getDocs(newestPosts()));
}

/**
 * The newest posts, kept current: the first read is a react-query query (so it counts for the
 * store's loading flag and has its error and retry), then a listener writes each new snapshot into
 * the same cache entry until the page goes away. A listener that fails is logged and reported as
 * `liveStopped`; `listenAgain` starts a new one, whose first snapshot brings the list up to date.
 * It is not restarted by itself, so a connection that cannot hold a listener is not hammered.
 */
export function useLivePosts() {
  const queryClient = useQueryClient();
  const posts = useQuery({
    queryKey: postsKey,
    queryFn: () => logLoadFailure('posts', loadPosts),
    // The listener keeps the list fresh; a fetch on remount would only read it twice.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [liveStopped, setLiveStopped] = useState(false);
  const [listener, nextListener] = useReducer((count: number) => count + 1, 0);
  const loaded = posts.isSuccess;

  useEffect(() => {
    if (!loaded) return undefined;
    return onSnapshot(
      newestPosts(),
      (snapshot) => queryClient.setQueryData(postsKey, toPosts(snapshot)),
      (error) => {
        console.error('The live posts stopped:', error);
        setLiveStopped(true);
      },
    );
  }, [loaded, listener, queryClient]);

  const listenAgain = useCallback(() => {
    setLiveStopped(false);
    nextListener();
  }, []);

  return { posts, liveStopped, listenAgain };
}
