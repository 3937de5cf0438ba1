import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { apiErrorMessage } from '#web/lib/api/api-error.ts';
import { useMetaDescription } from '#web/lib/use-meta-description.ts';
import { NotFoundPage } from '#web/components/layouts/not-found-page.tsx';
import { usePost } from '../api/get-post.ts';
import { formatPostDate } from '../format-post-date.ts';
import { renderMarkdown } from '../render-markdown.ts';
import styles from './blog.module.css';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: post, isPending, error } = usePost(slug);
  const html = useMemo(() => (post ? renderMarkdown(post.markdown) : ''), [post]);
  useMetaDescription(post ? `${post.title} — from the Copperline blog.` : undefined);
  if ((error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  return (
    <PageLayout title={post?.title ?? (isPending ? 'Loading…' : 'Blog')} documentTitle={post?.title ?? 'Blog'}>
      <p className={styles.meta}>
        <Link to={paths.blog.getHref()}>← All posts</Link>
        {post && (
          <>
            {' · '}
            <time dateTime={post.published_at ?? undefined}>{formatPostDate(post.published_at)}</time> · {post.author}
          </>
        )}
      </p>
      {isPending && <Spinner text="Loading post" />}
      {error && !post && <p>{apiErrorMessage(error, 'Sorry something went wrong! Please try again later.')}</p>}
      {/* renderMarkdown never emits raw HTML, scripts, event handlers or javascript: URLs (see its tests). */}
      {post && <article className={styles.article} data-testid="post-body" dangerouslySetInnerHTML={{ __html: html }} />}
    </PageLayout>
  );
}
