import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { setBoardOptions } from '#lambdas/core/boards/board-options.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'setBoardOptions', ({ actor, params, body }) =>
  setBoardOptions(actor, params.boardId, body),
);
