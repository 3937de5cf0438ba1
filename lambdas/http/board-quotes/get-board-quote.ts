import { boardQuoteRoutes } from '#contracts/routes/board-quote-routes.ts';
import { getBoardQuote } from '#lambdas/core/board-quotes/board-quote-view.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardQuoteRoutes, 'getBoardQuote', ({ actor, params, query }) =>
  getBoardQuote(actor, params.boardId, query.lead_time_id ?? null),
);
