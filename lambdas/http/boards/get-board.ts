import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { getBoardForActor } from '#lambdas/core/boards/board-view.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'getBoard', ({ actor, params }) =>
  getBoardForActor(actor, params.boardId, uploadsBucket),
);
