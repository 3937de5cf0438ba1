import { newId } from '#contracts/ids.ts';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { uploadsBucket } from '../aws/uploads-bucket.ts';

// The blog's images in the uploads bucket, apart from posts.ts so the post
// routes that never sign a URL carry no S3 client (docs/performance.md#lambda-bundles).

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
