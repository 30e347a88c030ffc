import { collection, limit, orderBy, query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readPost, type StoredPost } from '@kasuwa/contract/records';
import { db } from '../../../../lib/firebase/firestore';
import { type LiveList, useLiveList } from '../../live-list';

/** The feed shows the newest posts only; older ones stay in the app. */
export const postsShown = 50;

/** A document of the posts collection ({product}Posts) as the store admin shows it. */
export type PostRecord = StoredPost & { id: string };

const toPost = (snapshot: QueryDocumentSnapshot): PostRecord => ({ id: snapshot.id, ...readPost(snapshot.data()) });

const livePosts: LiveList<PostRecord> = {
  key: ['store', 'posts'],
  what: 'posts',
  source: () => query(collection(db, collections.posts), orderBy('createdAt', 'desc'), limit(postsShown)),
  records: (docs) => docs.map(toPost),
};

/** The newest posts, kept current (see useLiveList). */
export function useLivePosts() {
  const { list, liveStopped, listenAgain } = useLiveList(livePosts);
  return { posts: list, liveStopped, listenAgain };
}
