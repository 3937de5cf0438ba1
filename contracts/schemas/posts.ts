import * as z from 'zod/mini';

// Blog posts (issue 8): markdown written by staff (Blogger or Admin), public
// once published. Slugs are the post's address: /blog/<slug>.
export const POSTS_PAGE_SIZE = 10;
export const POST_MARKDOWN_MAX = 100_000;

export const PostSlugSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Slug is required'),
    z.maxLength(120, 'Slug is too long'),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens'),
  );

export const PostParamsSchema = z.object({ slug: PostSlugSchema });

export const PostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  markdown: z.string(),
  published: z.boolean(),
  published_at: z.nullable(z.string()),
  author: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

export const PostSummarySchema = z.extend(z.pick(PostSchema, { slug: true, title: true, published_at: true, author: true }), {
  excerpt: z.string(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const ListPostsQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1) });

export const PostPageSchema = z.object({
  posts: z.array(PostSummarySchema),
  page: z.number().check(z.int()),
  page_size: z.number().check(z.int()),
  total: z.number().check(z.int()),
});
export type PostPage = z.infer<typeof PostPageSchema>;

export const StaffPostListSchema = z.object({ posts: z.array(PostSchema) });

export const PostContentSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200, 'Title is too long')),
  markdown: z.string().check(z.maxLength(POST_MARKDOWN_MAX, 'The post is too long')),
});

export const CreatePostBodySchema = z.extend(PostContentSchema, { slug: PostSlugSchema });
export type CreatePostBody = z.infer<typeof CreatePostBodySchema>;

export const UpdatePostBodySchema = z.extend(z.partial(PostContentSchema), { published: z.optional(z.boolean()) });
export type UpdatePostBody = z.infer<typeof UpdatePostBodySchema>;

// Images for posts: uploaded straight to S3 under blog/ with a presigned PUT.
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const CreatePostImageBodySchema = z.object({
  file_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  content_type: z.enum(BLOG_IMAGE_TYPES, 'Images must be PNG, JPEG, GIF or WebP'),
  size: z.number().check(z.int(), z.gte(1), z.lte(BLOG_IMAGE_MAX_BYTES, 'Images must be 5 MB or smaller')),
});

export const CreatePostImageResponseSchema = z.object({
  key: z.string(),
  upload_url: z.string(),
  /** Where the image can be read once uploaded (a public redirect to S3). */
  image_url: z.string(),
});

export const PostImageParamsSchema = z.object({ imageName: z.string().check(z.regex(/^[0-9a-z]{24}\.(png|jpg|gif|webp)$/)) });
export const PostImageRedirectSchema = z.object({ url: z.string() });
