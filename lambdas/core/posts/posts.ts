import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { newId } from '#contracts/ids.ts';
import { POSTS_PAGE_SIZE, type CreatePostBody, type UpdatePostBody } from '#contracts/schemas/posts.ts';
import type { Identity } from '../actor.ts';
import { uploadsBucket } from '../aws/uploads-bucket.ts';
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
  const created = await createPost({ slug: body.slug, title: body.title, markdown: body.markdown, author, createdAt: new Date().toISOString() });
  if (!created) throw new AppError('conflict', 'slug_taken', 'A post with this slug already exists.', { slug: ['A post with this slug already exists.'] });
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

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
const UPLOAD_URL_SECONDS = 15 * 60;
const READ_URL_SECONDS = 60 * 60;

/** A presigned PUT under blog/ (never boards/, which triggers board processing), signed for the type and size. */
export async function createPostImageUpload(body: { content_type: string; size: number }) {
  const name = `${newId()}.${EXTENSIONS[body.content_type]}`;
  const key = `${BUCKET_PREFIXES.blog}${name}`;
  const upload_url = await uploadsBucket.presignUpload(key, body.content_type, body.size, UPLOAD_URL_SECONDS);
  return { key, upload_url, image_url: `/api/blog-images/${name}` };
}

export async function postImageUrl(name: string) {
  return { url: await uploadsBucket.presignDownload(`${BUCKET_PREFIXES.blog}${name}`, READ_URL_SECONDS) };
}
