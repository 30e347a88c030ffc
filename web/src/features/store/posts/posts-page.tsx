import { ListFailure } from '../../../components/staff/list-states';
import { StorePage, StoreList } from '../store-page';
import { useLivePosts } from './api/live-posts';
import { PostFeed } from './components/post-feed';
import './posts.css';

/** /store/posts: the shoppers' feed, live. */
export default function PostsPage() {
  const { posts, liveStopped, listenAgain } = useLivePosts();
  return (
    <StorePage title="Posts">
      {liveStopped && (
        // The posts already shown stay listed below, as they were.
        <ListFailure message="Live updates stopped: new posts will not appear" retrying={false} onRetry={listenAgain} />
      )}
      <StoreList query={posts} what="posts" empty="No posts yet.">
        {(shown) => <PostFeed posts={shown} />}
      </StoreList>
    </StorePage>
  );
}
