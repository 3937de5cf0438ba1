import { POSTS_PAGE_SIZE, type CreatePostBody, type UpdatePostBody } from '#contracts/schemas/posts.ts';
import type { Identity } from '../actor.ts';
import { createPost, getPost, listPosts, updatePost } from '../db/posts.ts';
import { AppError, notFound } from '../errors.ts';
import { publicationChange, publishedPage, toPost } from './post-rules.ts';

export async function listPublishedPosts(page: number) {
  const { posts, total } = publishedPage(await listPosts(), page, POSTS_PAGE_SIZE);
  return { posts, page, page_size: POSTS_PAGE_SIZE, total };
}

/** A published post for anyone; drafts are not found. */
export async function getPublishedPost(slug: string) {
  const post = await getPost(slug);
  if (!post?.published) throw notFound('Post');
  return toPost(post);
}

export async function listPostsForStaff() {
  return { posts: (await listPosts()).map(toPost) };
}

export async function createPostAsStaff(staff: Identity, body: CreatePostBody) {
  const author = [staff.givenName, staff.familyName].filter(Boolean).join(' ') || staff.email;
  const created = await createPost({
    slug: body.slug,
    title: body.title,
    markdown: body.markdown,
    author,
    createdAt: new Date().toISOString(),
  });
  if (!created)
    throw new AppError('slug_taken', undefined, {
      slug: ['A post with this slug already exists.'],
    });
  return toPost((await getPost(body.slug))!);
}

export async function updatePostAsStaff(slug: string, body: UpdatePostBody) {
  const current = await getPost(slug);
  if (!current) throw notFound('Post');
  const record = await updatePost(slug, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.markdown !== undefined ? { markdown: body.markdown } : {}),
    ...publicationChange(current, body.published, new Date().toISOString()),
  });
  return toPost(record);
}
