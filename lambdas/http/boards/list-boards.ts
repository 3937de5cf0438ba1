import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { listMyBoards } from '#lambdas/core/boards/board-uploads.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardRoutes, 'listBoards', ({ actor }) => listMyBoards(actor));
