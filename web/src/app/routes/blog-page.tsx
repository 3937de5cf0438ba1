import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { apiErrorMessage } from '#web/lib/api/api-error.ts';
import { usePostPage } from '#web/features/blog/api/list-posts.ts';
import { formatPostDate } from '#web/features/blog/format-post-date.ts';
import styles from '#web/features/blog/components/blog.module.css';
import { ContentPage } from '#web/features/content/components/content-page.tsx';

export function BlogPage() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, error } = usePostPage(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const pageHref = (n: number) => (n === 1 ? paths.blog.getHref() : `${paths.blog.getHref()}?page=${n}`);
  return (
    <ContentPage
      title="Blog"
      description="The Copperline blog: design-for-manufacturing tips, process changes and new capabilities from our board shop."
      lead="Notes from the shop floor: design tips, process changes and new capabilities."
    >
      {isPending && <Spinner text="Loading posts" />}
      {isError && <ValidationMessage>{apiErrorMessage(error, 'Sorry something went wrong! Please try again later.')}</ValidationMessage>}
      {data && data.posts.length === 0 && <p className={styles.empty}>No posts yet. Check back soon.</p>}
      {data && data.posts.length > 0 && (
        <ol className={styles.list}>
          {data.posts.map((post) => (
            <li className={styles.item} key={post.slug}>
              <p className={styles.meta}>
                <time dateTime={post.published_at ?? undefined}>{formatPostDate(post.published_at)}</time> · {post.author}
              </p>
              <h2>
                <Link to={paths.blogPost.getHref(post.slug)}>{post.title}</Link>
              </h2>
              <p>{post.excerpt}</p>
            </li>
          ))}
        </ol>
      )}
      {data && pages > 1 && (
        <nav className={styles.pager} aria-label="Blog pages">
          {page > 1 && <Link to={pageHref(page - 1)}>← Newer posts</Link>}
          <span className={styles.meta}>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={pageHref(page + 1)}>Older posts →</Link>}
        </nav>
      )}
    </ContentPage>
  );
}
