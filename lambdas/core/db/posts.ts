import { isConditionalFailure } from './conditional-failure.ts';
import { db } from './service.ts';

export type PostRecord = {
  slug: string;
  title: string;
  markdown: string;
  published: boolean;
  publishedAt?: string;
  author: string;
  createdAt: string;
  updatedAt: string;
};

/** Creates the post; false when the slug is taken. */
export async function createPost(post: Omit<PostRecord, 'updatedAt' | 'published' | 'publishedAt'>): Promise<boolean> {
  try {
    await db().entities.post.create({ ...post, published: false }).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export async function getPost(slug: string): Promise<PostRecord | undefined> {
  const { data } = await db().entities.post.get({ slug }).go();
  return (data as PostRecord | null) ?? undefined;
}

export async function updatePost(slug: string, changes: { title?: string; markdown?: string; published?: boolean; publishedAt?: string | null }): Promise<PostRecord> {
  const { publishedAt, ...rest } = changes;
  let update = db().entities.post.patch({ slug }).set(rest);
  if (publishedAt) update = update.set({ publishedAt });
  if (publishedAt === null) update = update.remove(['publishedAt']);
  const { data } = await update.go({ response: 'all_new' });
  return data as PostRecord;
}

/** Every post, newest first (staff), with or without the markdown. */
export async function listPosts(options: { withMarkdown: boolean }): Promise<PostRecord[]> {
  const attributes = options.withMarkdown ? undefined : (['slug', 'title', 'published', 'publishedAt', 'author', 'createdAt', 'updatedAt'] as const);
  const { data } = await db().entities.post.query.byCreated({}).go({ order: 'desc', pages: 'all', ...(attributes ? { attributes: [...attributes] } : {}) });
  return data as PostRecord[];
}
