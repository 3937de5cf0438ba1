import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { setFindingStatus } from '#lambdas/core/boards/board-findings.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'updateBoardFinding', ({ actor, params, body }) =>
  setFindingStatus(actor, params.boardId, params.findingId, body.status, uploadsBucket),
);
