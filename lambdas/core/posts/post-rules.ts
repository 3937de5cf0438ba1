import type { Post, PostSummary } from '#contracts/schemas/posts.ts';
import type { PostRecord } from '../db/posts.ts';

export function toPost(item: PostRecord): Post {
  return {
    slug: item.slug,
    title: item.title,
    markdown: item.markdown,
    published: item.published,
    published_at: item.publishedAt ?? null,
    author: item.author,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

/** A plain-text teaser: the first paragraph without markdown marks, at most `max` characters. */
export function excerpt(markdown: string, max = 220): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !p.startsWith('#') && !p.startsWith('![') && !p.startsWith('```')) ?? '';
  const text = paragraph
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Published posts only, newest publication first, one page of them. */
export function publishedPage(records: PostRecord[], page: number, pageSize: number): { posts: PostSummary[]; total: number } {
  const published = records
    .filter((r) => r.published && r.publishedAt)
    .sort((a, b) => (b.publishedAt! < a.publishedAt! ? -1 : b.publishedAt! > a.publishedAt! ? 1 : 0));
  const slice = published.slice((page - 1) * pageSize, page * pageSize);
  return {
    total: published.length,
    posts: slice.map((item) => ({
      slug: item.slug,
      title: item.title,
      published_at: item.publishedAt ?? null,
      author: item.author,
      excerpt: excerpt(item.markdown),
    })),
  };
}

/** Publishing stamps the time once per publication; unpublishing clears it. */
export function publicationChange(current: Pick<PostRecord, 'published' | 'publishedAt'>, published: boolean | undefined, now: string) {
  if (published === undefined || published === current.published) return {};
  return published ? { published: true, publishedAt: now } : { published: false, publishedAt: null };
}
