import { brand } from '@kasuwa/contract/brand';
import { DocumentTitle } from '../../../components/page-meta';
import { ListFailure, ListLoading } from '../../../components/admin/list-states';
import { useLivePosts } from './api/live-posts';
import { PostFeed } from './components/post-feed';
import './posts.css';

/** /store/posts: the shoppers' feed, live. */
export default function PostsPage() {
  const { posts, liveStopped, listenAgain } = useLivePosts();
  return (
    <section aria-labelledby="posts-title">
      <DocumentTitle title={`Posts — ${brand.name} Store`} />
      <h1 id="posts-title" className="store-page-title">
        Posts
      </h1>
      {liveStopped && (
        // The posts already shown stay listed below, as they were.
        <ListFailure message="Live updates stopped: new posts will not appear" retrying={false} onRetry={listenAgain} />
      )}
      {posts.isPending ? (
        <ListLoading what="posts" />
      ) : posts.isError ? (
        <ListFailure message="Failed to load posts" retrying={posts.isFetching} onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <p className="store-empty store-surface">No posts yet.</p>
      ) : (
        <PostFeed posts={posts.data} />
      )}
    </section>
  );
}
