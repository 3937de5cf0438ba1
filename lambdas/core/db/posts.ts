import type { EntityItem } from 'electrodb';
import { isConditionalFailure } from './conditional-failure.ts';
import type { PostEntity } from './entities/post.ts';
import { db } from './service.ts';

export type PostRecord = EntityItem<typeof PostEntity>;

/** Creates the post; false when the slug is taken. */
export async function createPost(post: Omit<PostRecord, 'updatedAt' | 'published' | 'publishedAt'>): Promise<boolean> {
  try {
    await db()
      .entities.post.create({ ...post, published: false })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export async function getPost(slug: string): Promise<PostRecord | undefined> {
  const { data } = await db().entities.post.get({ slug }).go();
  return data ?? undefined;
}

export async function updatePost(
  slug: string,
  changes: { title?: string; markdown?: string; published?: boolean; publishedAt?: string | null },
): Promise<PostRecord> {
  const { publishedAt, ...rest } = changes;
  let update = db().entities.post.patch({ slug }).set(rest);
  if (publishedAt) update = update.set({ publishedAt });
  if (publishedAt === null) update = update.remove(['publishedAt']);
  const { data } = await update.go({ response: 'all_new' });
  return data;
}

/** Every post, newest first. */
export async function listPosts(): Promise<PostRecord[]> {
  const { data } = await db().entities.post.query.byCreated({}).go({ order: 'desc', pages: 'all' });
  return data;
}
