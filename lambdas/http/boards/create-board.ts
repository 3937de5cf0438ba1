import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { createBoardUpload } from '#lambdas/core/boards/board-uploads.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'createBoard', ({ actor, body, sourceIp }) =>
  createBoardUpload(actor, body, uploadsBucket, sourceIp),
);
