import { useId } from 'react';
import { RecordDate, missing } from '../../../components/staff/record-date';
import type { PostRecord } from '../api/live-posts';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

export function PostCard({ post }: { post: PostRecord }) {
  const headingId = useId();
  const { t } = useStaffText();
  return (
    <article className="post-card store-surface" aria-labelledby={headingId}>
      <header className="post-card__header">
        <h2 id={headingId} className="post-card__author">
          {post.authorName ?? missing}
        </h2>
        <p className="post-card__date">
          <RecordDate date={post.createdAt} />
        </p>
      </header>
      <p className="post-card__text">{post.text ?? missing}</p>
      {post.imageUrl && (
        <img
          className="post-card__image"
          src={post.imageUrl}
          alt={post.authorName ? t('Posted by {name}', { name: post.authorName }) : t('Posted by a customer')}
          loading="lazy"
        />
      )}
      {post.productId && (
        <p className="post-card__product">
          {t('Product:')} <span className="post-card__id">{post.productId}</span>
        </p>
      )}
    </article>
  );
}
