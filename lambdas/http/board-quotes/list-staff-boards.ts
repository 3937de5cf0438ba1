import { boardQuoteRoutes } from '#contracts/routes/board-quote-routes.ts';
import { listStaffBoards } from '#lambdas/core/board-quotes/staff-boards.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardQuoteRoutes, 'listStaffBoards', ({ query }) => listStaffBoards(query));
