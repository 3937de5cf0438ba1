import { boardQuoteRoutes } from '#contracts/routes/board-quote-routes.ts';
import { listCustomQuoteRequests } from '#lambdas/core/board-quotes/custom-quotes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(boardQuoteRoutes, 'listCustomQuoteRequests', ({ query }) =>
  listCustomQuoteRequests(query.cursor ?? null),
);
