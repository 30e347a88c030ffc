import type { PostRecord } from '../api/live-posts';
import { PostCard } from './post-card';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

export function PostFeed({ posts }: { posts: PostRecord[] }) {
  const { t } = useStaffText();
  return (
    <>
      <p className="store-list-note">{t('Newest first. New posts appear here as they are published.')}</p>
      <ol className="post-feed" aria-label={t('Posts, newest first')}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ol>
    </>
  );
}
