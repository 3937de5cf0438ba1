import type { Post } from '#contracts/schemas/posts.ts';
import { formatPostDate } from '../format-post-date.ts';
import styles from './posts-editor.module.css';

type Props = {
  posts: readonly Post[] | undefined;
  loading: boolean;
  /** The post being edited; null for a new one. */
  selected: Post | null;
  onOpen: (post: Post | null) => void;
};

/** The posts editor's list: a new post, then every post with whether it is published. */
export function PostList({ posts, loading, selected, onOpen }: Props) {
  return (
    <nav aria-label="Posts">
      <ul className={styles.postList}>
        <li>
          <button type="button" aria-current={selected === null} onClick={() => onOpen(null)}>
            + New post
          </button>
        </li>
        {loading && <li className={styles.status}>Loading…</li>}
        {posts?.map((post) => (
          <li key={post.slug}>
            <button type="button" aria-current={selected?.slug === post.slug} onClick={() => onOpen(post)}>
              {post.title}
              <span className={styles.status}>{post.published ? `Published ${formatPostDate(post.published_at)}` : 'Draft'}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
