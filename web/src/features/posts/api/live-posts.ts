import { collection, limit, orderBy, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readPost, type StoredPost } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { newestBy, type LivePages, useLivePages } from '../../../components/store/live-pages';
import '../../../components/staff/staff-text-fr-people';

const postPageSize = 50;

/** A document of the posts collection ({product}Posts) as the store admin shows it. */
export type PostRecord = StoredPost & { id: string };

const toPost = (snapshot: QueryDocumentSnapshot): PostRecord => ({ id: snapshot.id, ...readPost(snapshot.data()) });

const posts = () => collection(db, collections.posts);

const postPages: LivePages<PostRecord> = {
  what: 'posts',
  key: 'posts',
  pageSize: postPageSize,
  page: (after) => query(posts(), orderBy('createdAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(postPageSize)),
  position: newestBy('createdAt'),
  record: toPost,
};

/** The posts, newest first, 50 at a time and kept current: a post published meanwhile comes in at the top. */
export function useLivePosts() {
  return useLivePages(postPages);
}
