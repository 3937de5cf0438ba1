import type { BLOG_IMAGE_TYPES } from '#contracts/schemas/posts.ts';
import { callApi } from '#web/lib/api/api-client.ts';

/** Sends the image straight to storage and returns the address a post links to. */
export async function uploadPostImage(file: File): Promise<string> {
  const target = await callApi('createPostImageUpload', {
    body: { file_name: file.name, content_type: file.type as (typeof BLOG_IMAGE_TYPES)[number], size: file.size },
  });
  const put = await fetch(target.upload_url, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  if (!put.ok) throw new Error(`S3 answered ${put.status}`);
  return target.image_url;
}
