import { createPostImageUpload } from '#lambdas/core/posts/post-images.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createPostImageUpload', ({ body }) => createPostImageUpload(body));
