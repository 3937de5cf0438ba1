import { describe, expect, it } from 'vitest';
import { excerpt, publicationChange, publishedPage } from '#lambdas/core/posts/post-rules.ts';
import type { PostRecord } from '#lambdas/core/db/posts.ts';

const post = (slug: string, published: boolean, publishedAt?: string): PostRecord => ({
  slug,
  title: slug,
  markdown: `# ${slug}\n\nBody of **${slug}** with [a link](https://x.example).`,
  published,
  publishedAt,
  author: 'A',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('blog rules', () => {
  it('lists published posts only, newest publication first, a page at a time', () => {
    const records = [
      post('old', true, '2026-01-01T00:00:00Z'),
      post('draft', false),
      post('new', true, '2026-03-01T00:00:00Z'),
      post('mid', true, '2026-02-01T00:00:00Z'),
    ];
    expect(publishedPage(records, 1, 2)).toMatchObject({ total: 3, posts: [{ slug: 'new' }, { slug: 'mid' }] });
    expect(publishedPage(records, 2, 2).posts.map((p) => p.slug)).toEqual(['old']);
    expect(publishedPage(records, 3, 2).posts).toEqual([]);
  });

  it('makes a plain-text excerpt from the first paragraph', () => {
    expect(excerpt('# Title\n\nBody of **bold** with [a link](https://x.example).')).toBe('Body of bold with a link.');
    expect(excerpt('word '.repeat(100), 20)).toHaveLength(20);
  });

  it('stamps the publication time when publishing and clears it when unpublishing', () => {
    expect(publicationChange({ published: false }, true, 'T')).toEqual({ published: true, publishedAt: 'T' });
    expect(publicationChange({ published: true, publishedAt: 'S' }, false, 'T')).toEqual({ published: false, publishedAt: null });
    expect(publicationChange({ published: true, publishedAt: 'S' }, true, 'T')).toEqual({});
    expect(publicationChange({ published: true, publishedAt: 'S' }, undefined, 'T')).toEqual({});
  });
});
