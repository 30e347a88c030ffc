import type { PostRecord } from '../api/live-posts';
import { PostCard } from './post-card';

export function PostFeed({ posts }: { posts: PostRecord[] }) {
  return (
    <>
      <p className="store-list-note">Newest first. New posts appear here as they are published.</p>
      <ol className="post-feed" aria-label="Posts, newest first">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ol>
    </>
  );
}
