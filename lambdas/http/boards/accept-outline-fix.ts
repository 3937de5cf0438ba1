import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { acceptOutlineFix } from '#lambdas/core/boards/accept-outline-fix.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'acceptOutlineFix', ({ actor, params, body }) =>
  acceptOutlineFix(actor, params.boardId, params.findingId, body.updated_at, uploadsBucket),
);
