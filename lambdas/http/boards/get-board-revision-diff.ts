import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { getRevisionDiffForActor } from '#lambdas/core/boards/board-revision-diff-view.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'getBoardRevisionDiff', ({ actor, params }) =>
  getRevisionDiffForActor(actor, params.boardId, uploadsBucket),
);
