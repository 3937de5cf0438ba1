import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { createBoardRevisionUpload } from '#lambdas/core/boards/board-revisions.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'createBoardRevision', ({ actor, params, body, sourceIp }) =>
  createBoardRevisionUpload(actor, params.boardId, body, uploadsBucket, sourceIp),
);
