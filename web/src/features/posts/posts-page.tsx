import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { StorePage } from '../../components/store/store-page';
import { NextPage } from '../../components/store/next-page';
import { NotReadOffline, OfflineNotice } from '../../components/store/offline/offline-notice';
import { useLivePosts } from './api/live-posts';
import { PostFeed } from './components/post-feed';
import './posts.css';
import { useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-people';

/** /store/posts: the shoppers' feed, newest first, a page at a time and live. */
export default function PostsPage() {
  const posts = useLivePosts();
  const { t } = useStaffText();
  return (
    <StorePage title="Posts">
      {posts.liveStopped && (
        // The posts already shown stay listed below, as they were.
        <ListFailure message="Live updates stopped: new posts will not appear" retrying={false} onRetry={posts.retry} />
      )}
      {posts.fromCache && <OfflineNotice syncedAt={posts.syncedAt} />}
      {posts.pending ? (
        <ListLoading what="posts" />
      ) : posts.failedFirst ? (
        <ListFailure message="Failed to load posts" retrying={false} onRetry={posts.retry} />
      ) : posts.unread ? (
        <NotReadOffline what="list" />
      ) : posts.items.length === 0 ? (
        <p className="store-empty store-surface">{t('No posts yet.')}</p>
      ) : (
        <>
          <PostFeed posts={posts.items} />
          <NextPage what="posts" list={posts} />
        </>
      )}
    </StorePage>
  );
}
