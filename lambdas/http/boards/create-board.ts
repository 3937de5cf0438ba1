import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { createBoardUpload } from '#lambdas/core/boards/board-uploads.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createBoard', ({ actor, body }) => createBoardUpload(actor, body, uploadsBucket));
